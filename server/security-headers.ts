// Security headers on every response, by helmet. The CSP nonce is made here, once per request,
// and left in res.locals.cspNonce for the renderer; the policy's directives come from the app
// (which knows which page embeds what), through helmet's per-request directive functions.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A page's directives and their sources: the app's `cspDirectives`. */
export type DirectivesOf = (pathname: string, nonce: string) => Record<string, string[]>;

/** A path's Cross-Origin-Opener-Policy and Referrer-Policy: the app's `windowPoliciesOf`. */
export type WindowPoliciesOf = (pathname: string) => { opener: string; referrer: string };

export interface SecurityOptions {
  /** Send Strict-Transport-Security (only behind HTTPS: browsers remember it for a year). */
  hsts: boolean;
  directives: DirectivesOf;
  windowPolicies: WindowPoliciesOf;
}

/** Powerful features no page of the site uses, switched off for it and every frame in it. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function securityHeaders({
  hsts,
  directives,
  windowPolicies,
}: SecurityOptions): RequestHandler[] {
  // Every page has the same directives, with other sources: name them once, fill them per request.
  const names = Object.keys(directives("/", "nonce"));
  const sourcesFor = (req: IncomingMessage, res: ServerResponse, name: string): string => {
    const locals = (res as Response).locals;
    locals.cspDirectives ??= directives((req as { path?: string }).path ?? "/", locals.cspNonce);
    const sources = (locals.cspDirectives as Record<string, string[]>)[name] ?? ["'none'"];
    return sources.join(" ");
  };
  const baseline = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...Object.fromEntries(
          names.map((name) => [name, [(req, res) => sourcesFor(req, res, name)]] as const),
        ),
        "upgrade-insecure-requests": hsts ? [] : null,
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Both by path (windowPolicies), below.
    referrerPolicy: false,
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const perRequest: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = newNonce();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    const { opener, referrer } = windowPolicies(req.path);
    res.setHeader("Cross-Origin-Opener-Policy", opener);
    res.setHeader("Referrer-Policy", referrer);
    next();
  };
  // The nonce first: helmet's directive functions read it.
  return [perRequest, baseline];
}
