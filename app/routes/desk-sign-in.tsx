// /desk/sign-in: members sign in to the desk with a code mailed to them (features/desk). Two
// plain forms, no script needed: the address, then the code. Answered per request, never cached.
import { SCRIPT_FREE_HANDLE } from "../domain/script-free.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-sign-in";
import { DESK_PATHS, SIGN_IN_STEP_QUERY } from "../features/desk/desk-paths.ts";
import { clientIdOf, handleSignIn } from "../features/desk/sign-in.server.ts";
import { SIGN_IN_TEXT } from "../features/desk/sign-in-text.ts";
import styles from "../features/desk/desk-page.module.css";
import { pageTitle } from "../features/seo/page-meta.ts";
import { requestClientContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

// Plain forms, no script: see domain/script-free.ts.
export const handle = SCRIPT_FREE_HANDLE;

export function meta() {
  return [{ title: pageTitle("Sign in to the desk") }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const step =
    new URL(request.url).searchParams.get(SIGN_IN_STEP_QUERY) === "code" ? "code" : "address";
  // The browser gets its client cookie now: the code it asks for is bound to it.
  const { setCookie } = clientIdOf(request, siteOf(context).desk.runtime);
  return data({ step } as { step: "code" | "address" }, {
    headers: { ...NO_STORE, ...(setCookie ? { "Set-Cookie": setCookie } : {}) },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleSignIn(
    request,
    context.get(requestClientContext),
    siteOf(context).desk.runtime,
  );
  if (outcome.kind === "redirect") {
    throw redirect(outcome.location, { status: 303, headers: outcome.headers });
  }
  return data({ error: outcome.error }, { status: outcome.status, headers: outcome.headers });
}

export default function DeskSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  const codeStep = loaderData.step === "code";
  return (
    <div className={styles.desk}>
      <h1>The members&apos; desk</h1>
      {codeStep ? (
        <>
          <p role="status" className={styles.notice}>
            {SIGN_IN_TEXT.codeSent}
          </p>
          <form method="post" action={`${DESK_PATHS.signIn}?${SIGN_IN_STEP_QUERY}=code`}>
            <input type="hidden" name="intent" value="check-code" />
            <label htmlFor="code">The eight-digit code from the mail</label>
            <input
              id="code"
              name="code"
              className={styles.field}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={11}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "sign-in-error" : undefined}
            />
            <SignInError error={error} />
            <button type="submit" className={styles.wide}>
              Sign in
            </button>
          </form>
          <p>
            <a href={DESK_PATHS.signIn}>Ask for a new code</a>
          </p>
        </>
      ) : (
        <form method="post" action={DESK_PATHS.signIn}>
          <input type="hidden" name="intent" value="send-code" />
          <p>Members of the gallery sign in with a code sent to their e-mail.</p>
          <label htmlFor="email">Your e-mail address</label>
          <input
            id="email"
            name="email"
            type="email"
            className={styles.field}
            autoComplete="email"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
          <SignInError error={error} />
          <button type="submit" className={styles.wide}>
            Mail me a code
          </button>
        </form>
      )}
    </div>
  );
}

/** The form's one error, which its field names by aria-describedby. */
function SignInError({ error }: { error: string | undefined }) {
  return error ? (
    <p id="sign-in-error" className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}
