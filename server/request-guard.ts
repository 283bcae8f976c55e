// Requests no page of the site could answer are turned away early, with a short 4xx.
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";

/** Longer addresses are not links into this site; browsers and crawlers stay far below. */
export const MAX_URL_LENGTH = 2048;
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** Why a request target is refused, or null when it is fine. */
export function refuseTarget(url: string): { status: number; reason: string } | null {
  if (url.length > MAX_URL_LENGTH) return { status: 414, reason: "URI Too Long" };
  const rawPath = url.split("?", 1)[0] ?? "";
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: "Bad Request" };
  }
  // A dot-dot segment (also encoded, also with backslashes) only ever tries to climb out.
  if (path.split(/[/\\]/).includes("..")) return { status: 400, reason: "Bad Request" };
  if (path.includes("\0")) return { status: 400, reason: "Bad Request" };
  return null;
}

/**
 * The API endpoints (POST only) answer other ordinary methods themselves, naming POST in their
 * 405; methods a Fetch Request cannot even carry (TRACE, CONNECT) never reach them.
 */
const PASSED_TO_API = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const requestGuard: RequestHandler = (req, res, next) => {
  const isApi = req.path.startsWith("/api/");
  const passes = isApi
    ? PASSED_TO_API.has(req.method)
    : (ALLOWED_METHODS as readonly string[]).includes(req.method);
  if (!passes) {
    res.setHeader("Allow", isApi ? "POST" : ALLOWED_METHODS.join(", "));
    res.status(405).type("text/plain").send("Method Not Allowed");
    return;
  }
  const refusal = refuseTarget(req.originalUrl);
  if (refusal) {
    res.status(refusal.status).type("text/plain").send(refusal.reason);
    return;
  }
  toOriginForm(req);
  next();
};

/**
 * An absolute-form target (`GET http://host/path HTTP/1.1`, which a server must accept) is
 * read as its path and query, so that nothing after this sees another origin in the URL.
 */
function toOriginForm(req: Request): void {
  if (req.originalUrl.startsWith("/")) return;
  let target: URL;
  try {
    target = new URL(req.originalUrl);
  } catch {
    return;
  }
  req.url = req.originalUrl = target.pathname + target.search;
}

/** The last handler: a short message, never a stack trace; the details go to the log only. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const status = clientErrorStatus(error);
  if (status === undefined) console.error(`${req.method} ${req.originalUrl}:`, error);
  if (res.headersSent) {
    next(error);
    return;
  }
  const shown = status ?? 500;
  res
    .status(shown)
    .type("text/plain")
    .send(STATUS_CODES[shown] ?? "Error");
};

/** Errors Express marks as the client's fault (a malformed body, a bad encoding). */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
