import { describe, expect, it } from "vitest";
import { parseEnvFile } from "./env-file.ts";

describe("parseEnvFile", () => {
  it("reads KEY=value lines as systemd does, quotes and comments included", () => {
    const text = [
      "# The Front",
      "SITE_URL=https://thefrontvt.example",
      "",
      'SMTP_URL="smtps://gallery:p#ss@mail.example:465"',
      "GALLERY_INBOX='info@example.org'",
      "TRUST_PROXY = 127.0.0.1,::1",
      'QUOTED="say \\"hi\\""',
    ].join("\n");
    expect(parseEnvFile(text)).toEqual({
      SITE_URL: "https://thefrontvt.example",
      SMTP_URL: "smtps://gallery:p#ss@mail.example:465",
      GALLERY_INBOX: "info@example.org",
      TRUST_PROXY: "127.0.0.1,::1",
      QUOTED: 'say "hi"',
    });
  });

  it("names the file and line of a line it cannot read", () => {
    expect(() => parseEnvFile("SITE_URL=x\nexport FOO", "/etc/front/front.env")).toThrow(
      '/etc/front/front.env:2: expected KEY=value, got "export FOO"',
    );
  });
});
