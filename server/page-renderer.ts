// Serves React Router's pages (documents and their `.data` twins) from rendered copies.
//
// A page depends only on its path, the query parameters it reads, and the minute of the clock
// (loaders read the request's instant, and nothing else of the request), so each page is
// rendered once per clock minute and the copy is served until the minute turns. It is rendered
// at its address on the site's origin, built from the path and those parameters alone: another
// query parameter (`?utm_source=…`) neither makes a new render nor reaches the page, and an
// absolute-form request target (`GET http://elsewhere.example/`) never becomes another origin.
// The copy is rendered with a placeholder nonce; each response gets its own CSP nonce swapped
// in. Concurrent requests for a page share one render.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { RouterContextProvider } from "react-router";
import { compressPage } from "./compress-page.ts";
import { holdPageScripts } from "./held-scripts.ts";

/** The app's `queryOf`: a page's query parameters and the values it tells apart. */
export type QueryOf = (pathname: string) => Readonly<Record<string, RegExp>>;

export interface PageRendererOptions {
  /** React Router's request handler (createRequestHandler(build)). */
  handle: (request: Request, loadContext: RouterContextProvider) => Promise<Response>;
  /** The load context for one render, carrying its nonce. */
  createLoadContext: (cspNonce: string) => RouterContextProvider;
  /** The site's clock (GALLERY_NOW when frozen). */
  now: () => Date;
  /** The origin loaders see in request.url (SITE_URL): never the client's Host header. */
  origin: string;
  /** The query parameters the page at a path reads, and the values it tells apart. */
  queryOf: QueryOf;
  /** How many rendered pages to keep at most; the least recently served go first. */
  maxPages?: number;
}

/**
 * A document carries its response's CSP nonce, so only the visitor's own browser may keep it:
 * a shared cache would hand one nonce to everyone (decision 011).
 */
export const HTML_CACHE_CONTROL = "private, max-age=60";
/** The rest (loader data, redirects) is the same for every visitor: any cache may keep it. */
export const SHARED_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** HTML with `placeholder` where each response's nonce goes. */
  html: string | null;
  bytes: Buffer;
  placeholder: string;
  reusable: boolean;
}

export function pageRenderer({
  handle,
  createLoadContext,
  now,
  origin,
  queryOf,
  maxPages = 500,
}: PageRendererOptions): RequestHandler {
  const pages = new Map<string, Promise<RenderedPage>>();
  let minute = Number.NaN;

  async function render(address: string): Promise<RenderedPage> {
    const placeholder = randomBytes(18).toString("hex");
    const response = await handle(
      new Request(origin + address, { method: "GET" }),
      createLoadContext(placeholder),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    return {
      status: response.status,
      headers: [...response.headers.entries()],
      html: isHtml ? holdPageScripts(bytes.toString("utf8")) : null,
      bytes,
      placeholder,
      // A page that says no-store (a confirm or unsubscribe page) is rendered for each request.
      reusable:
        response.status < 400 &&
        !response.headers.has("Set-Cookie") &&
        !/no-store/i.test(response.headers.get("Cache-Control") ?? ""),
    };
  }

  function lookup(url: string): Promise<RenderedPage> {
    const thisMinute = Math.floor(now().getTime() / 60_000);
    if (thisMinute !== minute) {
      pages.clear();
      minute = thisMinute;
    }
    const cached = pages.get(url);
    if (cached) {
      // Most recently served last, so the oldest is first to go.
      pages.delete(url);
      pages.set(url, cached);
      return cached;
    }
    const rendering = render(url);
    pages.set(url, rendering);
    if (pages.size > maxPages) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    rendering.then(
      (page) => {
        if (!page.reusable && pages.get(url) === rendering) pages.delete(url);
      },
      () => {
        if (pages.get(url) === rendering) pages.delete(url);
      },
    );
    return rendering;
  }

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    let page: RenderedPage;
    try {
      page = await lookup(pageAddress(req.path, req.originalUrl, queryOf));
    } catch (error) {
      next(error);
      return;
    }
    const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
    res.status(page.status);
    for (const [name, value] of page.headers) {
      if (name !== "content-length" && name !== "content-encoding") res.append(name, value);
    }
    if (!res.hasHeader("Cache-Control")) {
      const shared = page.html === null ? SHARED_CACHE_CONTROL : HTML_CACHE_CONTROL;
      res.setHeader("Cache-Control", page.status < 400 ? shared : "no-store");
    }
    const body =
      page.html === null ? page.bytes : Buffer.from(page.html.replaceAll(page.placeholder, nonce));
    const encoded = compressPage(req, body);
    res.vary("Accept-Encoding");
    if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
    res.setHeader("Content-Length", encoded.body.length);
    res.end(req.method === "HEAD" ? undefined : encoded.body);
  };
}

/** React Router's data requests: `/events.data` for /events, `/_.data` for /. */
const DATA_SUFFIX = /(\/_)?\.data$/;
/** The query of React Router's own requests, which its client writes (any value it may). */
const ROUTER_QUERY = {
  /** A data request: the routes whose loaders to run. */
  data: { _routes: /^[\w,./-]{1,500}$/ },
  /** Route discovery (`/__manifest?paths=…&version=…`). */
  manifest: { paths: /^[^]{1,7680}$/, version: /^[\w.-]{1,64}$/ },
};
const MANIFEST_PATH = "/__manifest";

/**
 * The address a request's page is rendered at, and its copy is kept under: the path, then
 * only the query parameters the page reads with a value it tells apart, each once, in a fixed
 * order. What is left out reads the same to the page as absent.
 */
export function pageAddress(path: string, requestTarget: string, queryOf: QueryOf): string {
  const isData = DATA_SUFFIX.test(path);
  const read: Readonly<Record<string, RegExp>> =
    path === MANIFEST_PATH
      ? ROUTER_QUERY.manifest
      : isData
        ? { ...queryOf(path.replace(DATA_SUFFIX, "") || "/"), ...ROUTER_QUERY.data }
        : queryOf(path);
  const question = requestTarget.indexOf("?");
  const given = new URLSearchParams(question === -1 ? "" : requestTarget.slice(question + 1));
  const kept = new URLSearchParams();
  for (const name of Object.keys(read).sort()) {
    const value = given.get(name);
    if (value !== null && read[name]?.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
