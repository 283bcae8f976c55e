import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { compressPage } from "./compress-page.ts";

/** Just enough of an Express request: which encodings it accepts. */
function accepting(...encodings: string[]): Request {
  return {
    acceptsEncodings: (encoding: string) => (encodings.includes(encoding) ? encoding : false),
  } as unknown as Request;
}

const page = Buffer.from("<p>The Front</p>".repeat(200));

describe("compressPage", () => {
  it("prefers brotli, then gzip, then nothing", () => {
    const br = compressPage(accepting("gzip", "br"), page);
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = compressPage(accepting("gzip"), page);
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(compressPage(accepting(), page)).toEqual({ encoding: null, body: page });
  });

  it("leaves tiny bodies alone", () => {
    const tiny = Buffer.from("ok");
    expect(compressPage(accepting("br"), tiny)).toEqual({ encoding: null, body: tiny });
  });
});
