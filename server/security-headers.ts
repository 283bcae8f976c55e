// Security headers on every response. The CSP nonce is made here, once per request, and left in
// res.locals.cspNonce for the renderer.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "../app/http/content-security-policy.ts";

export interface SecurityOptions {
  /** Send Strict-Transport-Security (only behind HTTPS: browsers remember it for a year). */
  hsts: boolean;
  mediaOrigins: string[];
  apiOrigins: string[];
}

/** Powerful features no page of the site uses, switched off for it and every frame in it. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function securityHeaders({
  hsts,
  mediaOrigins,
  apiOrigins,
}: SecurityOptions): RequestHandler[] {
  const baseline = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const perRequest: RequestHandler = (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        pathname: req.path,
        mediaOrigins,
        apiOrigins,
        upgradeInsecureRequests: hsts,
      }),
    );
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [baseline, perRequest];
}
