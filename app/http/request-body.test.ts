import { describe, expect, it } from "vitest";
import { bodyKind, decodeBody, readBounded } from "./request-body.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("bodyKind", () => {
  it("accepts JSON and form encoding, with or without parameters", () => {
    expect(bodyKind("application/json")).toBe("json");
    expect(bodyKind("Application/JSON; charset=utf-8")).toBe("json");
    expect(bodyKind("application/x-www-form-urlencoded;charset=UTF-8")).toBe("form");
  });

  it("refuses anything else", () => {
    for (const type of [
      null,
      "",
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/jsonx",
    ]) {
      expect(bodyKind(type)).toBeNull();
    }
  });
});

describe("readBounded", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://site.invalid/api/front-email", { method: "POST", body, headers });

  it("reads a body up to the limit", async () => {
    expect(await readBounded(post("x".repeat(16)), 16)).toEqual(bytes("x".repeat(16)));
  });

  it("stops past the limit, whether or not the length was declared", async () => {
    expect(await readBounded(post("x".repeat(17)), 16)).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(bytes("x".repeat(10)));
        controller.close();
      },
    });
    const undeclared = new Request("http://site.invalid/", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readBounded(undeclared, 50)).toBeNull();
  });
});

describe("decodeBody", () => {
  it("reads a JSON object", () => {
    expect(decodeBody("json", bytes('{"email":"a@example.com","n":1}'))).toEqual({
      ok: true,
      fields: { email: "a@example.com", n: 1 },
    });
  });

  it("refuses malformed JSON and JSON that is not an object", () => {
    for (const text of ["", "{", "{'email':1}", "null", "[]", '"a@example.com"', "42"]) {
      expect(decodeBody("json", bytes(text))).toMatchObject({ ok: false });
    }
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(decodeBody("json", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toEqual({
      ok: false,
      error: "The body is not valid UTF-8.",
    });
  });

  it("reads a form, keeping the first of repeated fields", () => {
    expect(
      decodeBody("form", bytes("email=a%40example.com&firstname=A+B&email=b%40x.org")),
    ).toEqual({ ok: true, fields: { email: "a@example.com", firstname: "A B" } });
  });
});
