// What the public forms' endpoints (the mailing list's sign-up, a question about a work) do
// alike around their own rules: before anything is read, another site's page and a client over
// its rate limit are turned away; the body is read bounded, as JSON or a form; and after their
// own checks, the write waits for a lock another process holds, a storage fault answered with
// when to come back and nothing lost. Each endpoint words the answers in its own format.
import { RETRY_AFTER_SECONDS, storageFaultOf } from "../database/storage-fault.server.ts";
import { writeWhenFree } from "../database/write-when-free.server.ts";
import { type OriginPolicy, crossSiteRefusal } from "./cross-site.ts";
import { type RequestClient, rateRefusal } from "./endpoint-guard.ts";
import {
  type BodyKind,
  MAX_BODY_BYTES,
  bodyKind,
  decodeBody,
  readBounded,
} from "./request-body.ts";

/** A post turned away: its status, the words to say, and headers to send (Retry-After). */
export interface PostRefusal {
  status: number;
  error: string;
  headers: Record<string, string>;
}

const refusal = (status: number, error: string, headers: Record<string, string> = {}) => ({
  status,
  error,
  headers,
});

/** Another site's page (403), or a client over its limit (429, with `tooMany`); else null. */
export function crossSiteOrRateRefusal(
  request: Request,
  client: RequestClient,
  originPolicy: OriginPolicy,
  tooMany: string,
): PostRefusal | null {
  const crossSite = crossSiteRefusal(request, originPolicy);
  if (crossSite) return refusal(403, crossSite);
  const overRate = rateRefusal(client, tooMany);
  return overRate ? refusal(overRate.status, overRate.message, overRate.headers) : null;
}

/** The posted fields, or why they cannot be read: 415 (`unsupported`), 413 (`tooLarge`), 400. */
export async function readPostedFields(
  request: Request,
  words: { unsupported: string; tooLarge: string },
): Promise<
  { ok: true; kind: BodyKind; fields: Record<string, unknown> } | ({ ok: false } & PostRefusal)
> {
  const kind = bodyKind(request.headers.get("content-type"));
  if (!kind) return { ok: false, ...refusal(415, words.unsupported) };
  const bytes = await readBounded(request, MAX_BODY_BYTES);
  if (!bytes) return { ok: false, ...refusal(413, words.tooLarge) };
  const decoded = decodeBody(kind, bytes);
  if (!decoded.ok) return { ok: false, ...refusal(400, decoded.error) };
  return { ok: true, kind, fields: decoded.fields };
}

export interface VisitorWrite {
  /** How long to wait for a lock someone else holds. */
  withinMs: number;
  /** For the server's log: "Mailing list" and "a sign-up". */
  service: string;
  what: string;
  /** What the visitor is told when the storage cannot take it now (503). */
  unavailable: string;
  /** What the visitor is told when it failed for any other reason (500). */
  failed: string;
}

/**
 * Runs a visitor's write when the database is free. A locked database, a full disk or an
 * unwritable file is a 503 with Retry-After; anything else a 500; both logged, never thrown.
 */
export async function storeWhenFree<T>(
  write: () => T,
  { withinMs, service, what, unavailable, failed }: VisitorWrite,
): Promise<{ ok: true; value: T } | ({ ok: false } & PostRefusal)> {
  try {
    return { ok: true, value: await writeWhenFree(write, { withinMs }) };
  } catch (error) {
    const fault = storageFaultOf(error);
    if (fault) {
      console.error(`${service}: ${what} was not stored (${fault}): ${String(error)}`);
      const retryAfter = { "Retry-After": String(RETRY_AFTER_SECONDS[fault]) };
      return { ok: false, ...refusal(503, unavailable, retryAfter) };
    }
    console.error(`${service}: could not store ${what}`, error);
    return { ok: false, ...refusal(500, failed) };
  }
}
