import { describe, expect, it, vi } from "vitest";
import { readPostedFields, storeWhenFree } from "./posted-form.server.ts";

const words = { unsupported: "Send a form.", tooLarge: "Too large." };
const write = {
  withinMs: 0,
  service: "Test",
  what: "a note",
  unavailable: "Not now.",
  failed: "Could not.",
};
const post = (body: string, type: string | null) =>
  new Request("http://site.test/api", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });

describe("readPostedFields", () => {
  it("reads JSON and a form alike", async () => {
    expect(await readPostedFields(post('{"a":"1"}', "application/json"), words)).toEqual({
      ok: true,
      kind: "json",
      fields: { a: "1" },
    });
    expect(
      await readPostedFields(post("a=1", "application/x-www-form-urlencoded"), words),
    ).toMatchObject({ ok: true, kind: "form", fields: { a: "1" } });
  });

  it("refuses another type (415), a body over the bound (413) and broken JSON (400)", async () => {
    expect(await readPostedFields(post("a", "text/plain"), words)).toMatchObject({
      ok: false,
      status: 415,
      error: "Send a form.",
    });
    const large = post("x".repeat(17 * 1024), "application/json");
    expect(await readPostedFields(large, words)).toMatchObject({
      status: 413,
      error: "Too large.",
    });
    expect(await readPostedFields(post("{", "application/json"), words)).toMatchObject({
      status: 400,
    });
  });
});

describe("storeWhenFree", () => {
  it("hands back what the write returned", async () => {
    expect(await storeWhenFree(() => 7, write)).toEqual({ ok: true, value: 7 });
  });

  it("answers a storage fault with 503 and when to come back, any other error with 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const full = Object.assign(new Error("database or disk is full"), { errcode: 13 });
    expect(
      await storeWhenFree(() => {
        throw full;
      }, write),
    ).toEqual({ ok: false, status: 503, error: "Not now.", headers: { "Retry-After": "60" } });
    expect(
      await storeWhenFree(() => {
        throw new TypeError("a bug");
      }, write),
    ).toEqual({ ok: false, status: 500, error: "Could not.", headers: {} });
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
      "Test: a note was not stored (full): Error: database or disk is full",
      "Test: could not store a note",
    ]);
  });
});
