import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { nowContext } from "./runtime/context.ts";
import { siteOf } from "./runtime/site.server.ts";
import { MailingListDialog } from "./features/mailing-list/mailing-list-dialog.tsx";
import { MailingListProvider } from "./features/mailing-list/mailing-list-context.tsx";
import { SiteFooter } from "./layout/site-footer.tsx";
import { SiteHeader } from "./layout/site-header.tsx";
import { WebVitalsReporter } from "./features/web-vitals/web-vitals-reporter.tsx";
import { PictureViewer } from "./features/picture-viewer/picture-viewer.tsx";
import { isPrintout } from "./features/printouts/printout.ts";
import { isScriptFree } from "./domain/script-free.ts";
import { revalidateUnlessOnlyPictureChanged } from "./features/picture-viewer/picture-param.ts";
import "./styles/global.css";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    // The only read of the site's clock: every loader of this request judges by this instant.
    context.set(nowContext, siteOf(context).clock.now());
  },
];

// Opening and moving through the picture viewer changes only ?picture=: no data to fetch.
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  return {
    now: context.get(nowContext).toISOString(),
    config: site.publicConfig,
    menuHas: { news: site.announcements.store.publishedCount() > 0 },
  };
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** A printout (the price list, the wall labels) is a bare page that ships no script. */
function useIsPrintout(): boolean {
  return useMatches().some((match) => isPrintout(match.handle));
}

/** A page that ships no script (printouts, the members' desk: domain/script-free.ts). */
function useIsScriptFree(): boolean {
  return useMatches().some((match) => isScriptFree(match.handle));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const scriptFree = useIsScriptFree();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scriptFree ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const printout = useIsPrintout();
  if (printout) {
    return (
      <main id="main">
        <Outlet />
      </main>
    );
  }
  return (
    <MailingListProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader has={loaderData.menuHas} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <MailingListDialog />
      <WebVitalsReporter />
      <PictureViewer />
    </MailingListProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        Please try again, or <a href="/">return to the home page</a>.
      </p>
    </main>
  );
}
