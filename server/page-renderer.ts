// Serves React Router's pages (documents and their `.data` twins) from rendered copies.
//
// A page depends only on its path, the query parameters it reads, and the minute of the clock
// (loaders read the request's instant, and nothing else of the request), so each page is
// rendered once per clock minute and the copy is served until the minute turns. It is rendered
// at its address on the site's origin, built from the path and those parameters alone: another
// query parameter (`?utm_source=…`) neither makes a new render nor reaches the page, and an
// absolute-form request target (`GET http://elsewhere.example/`) never becomes another origin.
// The copy is rendered with a placeholder nonce. A page the same for everyone (a plain visit, no
// cookie or token: page-cache-control.ts) is sent without nonces, its inline scripts allowed by
// their hashes, so a shared cache may keep it until the pages next change; a page answered to
// one visitor gets that response's own nonce swapped in. Concurrent requests share one render.
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { RouterContextProvider } from "react-router";
import { compressPage } from "./compress-page.ts";
import { holdPageScripts } from "./held-scripts.ts";
import { isPersonal, privateCacheControl, sharedCacheControl } from "./page-cache-control.ts";

/** The app's `queryOf`: a page's query parameters and the values it tells apart. */
export type QueryOf = (pathname: string) => Readonly<Record<string, RegExp>>;

export interface PageRendererOptions {
  /** React Router's request handler (createRequestHandler(build)). */
  handle: (request: Request, loadContext: RouterContextProvider) => Promise<Response>;
  /** The load context for one render, carrying its nonce. */
  createLoadContext: (cspNonce: string) => RouterContextProvider;
  /** The site's clock (GALLERY_NOW when frozen). */
  now: () => Date;
  /** The first instant after `now` at which some page reads differently (page-changes.ts). */
  nextChange: (now: Date) => Date;
  /** The origin loaders see in request.url (SITE_URL): never the client's Host header. */
  origin: string;
  /** The query parameters the page at a path reads, and the values it tells apart. */
  queryOf: QueryOf;
  /** How many rendered pages to keep at most; the least recently served go first. */
  maxPages?: number;
  /**
   * Changes when something pages show changed outside the clock (a work marked at the desk):
   * every copy rendered before is dropped.
   */
  version?: () => number;
  /** Seconds at most a shared cache may keep the page at a path, or null (no bound of its own). */
  freshnessBound?: (pathname: string) => number | null;
}

interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** HTML with `placeholder` where each response's nonce goes. */
  html: string | null;
  /** The same HTML with no nonce, for everyone, and the CSP sources of its inline scripts. */
  shared: { bytes: Buffer; scriptHashes: string[] } | null;
  bytes: Buffer;
  placeholder: string;
  reusable: boolean;
}

export function pageRenderer({
  handle,
  createLoadContext,
  now,
  nextChange,
  origin,
  queryOf,
  maxPages = 500,
  version = () => 0,
  freshnessBound = () => null,
}: PageRendererOptions): RequestHandler {
  const pages = new Map<string, Promise<RenderedPage>>();
  let minute = Number.NaN;
  let renderedAtVersion = Number.NaN;

  async function render(address: string): Promise<RenderedPage> {
    const placeholder = randomBytes(18).toString("hex");
    const response = await handle(
      new Request(origin + address, { method: "GET" }),
      createLoadContext(placeholder),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    const html = isHtml ? holdPageScripts(bytes.toString("utf8")) : null;
    return {
      status: response.status,
      headers: [...response.headers.entries()],
      html,
      shared: html === null ? null : withoutNonces(html, placeholder),
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
    const thisVersion = version();
    if (thisMinute !== minute || thisVersion !== renderedAtVersion) {
      pages.clear();
      minute = thisMinute;
      renderedAtVersion = thisVersion;
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
    const forEveryone = page.reusable && !isPersonal(req);
    if (!res.hasHeader("Cache-Control")) {
      const clock = now();
      const untilChange = (nextChange(clock).getTime() - clock.getTime()) / 1000;
      const secondsLeft = Math.min(untilChange, freshnessBound(req.path) ?? untilChange);
      res.setHeader(
        "Cache-Control",
        page.status >= 400
          ? "no-store"
          : forEveryone
            ? sharedCacheControl(secondsLeft)
            : privateCacheControl(secondsLeft),
      );
    }
    let body = page.bytes;
    if (page.html !== null && page.shared !== null && forEveryone) {
      body = page.shared.bytes;
      const policy = res.getHeader("Content-Security-Policy");
      if (typeof policy === "string") {
        res.setHeader(
          "Content-Security-Policy",
          hashedPolicy(policy, nonce, page.shared.scriptHashes),
        );
      }
    } else if (page.html !== null) {
      body = Buffer.from(page.html.replaceAll(page.placeholder, nonce));
    }
    const encoded = compressPage(req, body);
    res.vary("Accept-Encoding");
    if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
    res.setHeader("Content-Length", encoded.body.length);
    res.end(req.method === "HEAD" ? undefined : encoded.body);
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page for everyone: its nonce attributes gone, and each inline script that had one
 * allowed instead by the hash of its text ('sha256-…'), which is what a browser checks. The held
 * module script (held-scripts.ts) is among them: the starter runs its very text.
 */
export function withoutNonces(
  html: string,
  placeholder: string,
): { bytes: Buffer; scriptHashes: string[] } {
  const attribute = ` nonce="${placeholder}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(attribute)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return { bytes: Buffer.from(html.replaceAll(attribute, "")), scriptHashes: [...hashes] };
}

/** The response's policy with its nonce replaced: by the hashes in script-src, by nothing elsewhere. */
export function hashedPolicy(policy: string, nonce: string, scriptHashes: string[]): string {
  const source = `'nonce-${nonce}'`;
  return policy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      if (!sources.includes(source)) return directive;
      const kept = sources.flatMap((s) =>
        s === source ? (name === "script-src" ? scriptHashes : []) : [s],
      );
      return [name, ...(kept.length > 0 ? kept : ["'none'"])].join(" ");
    })
    .join(";");
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
