// What the server hands each request through React Router's load context (app/server.ts makes
// it), and what the root middleware adds.
import { createContext } from "react-router";
import type { RequestClient } from "../http/endpoint-guard.ts";
import type { Site } from "./site.server.ts";

/** The running site: its configuration and services. Absent only in the dev server. */
export const siteContext = createContext<Site | null>(null);

/** The instant a request is judged at, read once per request by the root middleware. */
export const nowContext = createContext<Date>();

/** This response's Content-Security-Policy nonce; empty when no server made one (dev server). */
export const cspNonceContext = createContext<string>("");

/** Who sent the request (the HTTP server's judgement): API endpoints' rate limits. */
export const requestClientContext = createContext<RequestClient>({
  address: "unknown",
  key: "unknown",
  retryAfterSeconds: null,
});
