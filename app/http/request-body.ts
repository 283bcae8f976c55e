// Reading an endpoint's request body: bounded in size, and decoded from JSON or a form.

export const MAX_BODY_BYTES = 16 * 1024;

export type BodyKind = "json" | "form";

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Which of the two accepted encodings the Content-Type names, or null for any other. */
export function bodyKind(contentType: string | null): BodyKind | null {
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return null;
}

/**
 * The body's bytes, or null when it is larger than `maxBytes`: at once when Content-Length says
 * so, else as soon as the bytes read pass it. The rest is never read; the HTTP server closes
 * the connection once the refusal is sent (server/http-server.ts), so a client cannot make us
 * read, or hold, more than the limit.
 */
export async function readBounded(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: cancelling destroys the socket before the refusal could be sent.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type DecodedBody =
  { ok: true; fields: Record<string, unknown> } | { ok: false; error: string };

export function decodeBody(kind: BodyKind, bytes: Uint8Array): DecodedBody {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: "The body is not valid UTF-8." };
  }
  if (kind === "form") {
    const fields: Record<string, unknown> = {};
    // A repeated field counts once: its first value.
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    }
    return { ok: true, fields };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: "The body is not valid JSON." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: "The body must be a JSON object." };
  }
  return { ok: true, fields: parsed as Record<string, unknown> };
}
