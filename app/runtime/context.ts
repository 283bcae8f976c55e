import { createContext } from "react-router";

/** The instant a request is judged at, read once per request by the root middleware. */
export const nowContext = createContext<Date>();

/**
 * The Content-Security-Policy nonce of this response (server/security-headers.ts makes one per
 * request). Empty when no server set one, e.g. in the dev server.
 */
export const cspNonceContext = createContext<string>("");
