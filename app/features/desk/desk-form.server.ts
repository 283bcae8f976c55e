// A desk form's fields, read with the site's bounds (http/request-body.ts), or why not.
import { MAX_BODY_BYTES, bodyKind, decodeBody, readBounded } from "../../http/request-body.ts";

export type DeskForm =
  { ok: true; fields: Record<string, string> } | { ok: false; status: number; error: string };

export async function readDeskForm(request: Request): Promise<DeskForm> {
  const kind = bodyKind(request.headers.get("content-type"));
  if (!kind) return { ok: false, status: 415, error: "Send the form." };
  const bytes = await readBounded(request, MAX_BODY_BYTES);
  if (!bytes) return { ok: false, status: 413, error: "The form is too large." };
  const decoded = decodeBody(kind, bytes);
  if (!decoded.ok) return { ok: false, status: 400, error: decoded.error };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(decoded.fields)) {
    if (typeof value === "string") fields[name] = value;
  }
  return { ok: true, fields };
}
