import { describe, expect, it } from "vitest";
import { EMBEDDED_ORIGINS, cspDirectives, originOf } from "./content-security-policy.ts";

type Options = Parameters<typeof cspDirectives>[0];
const parse = (options: Options) => new Map(Object.entries(cspDirectives(options)));
const policyText = (options: Options) => JSON.stringify(cspDirectives(options));

describe("cspDirectives", () => {
  const home = parse({ nonce: "abc123", pathname: "/" });

  it("lets scripts run from the site or with the nonce, never inline without it", () => {
    expect(home.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it("forbids framing, plugins, base rewrites and third-party frames", () => {
    expect(home.get("frame-ancestors")).toEqual(["'none'"]);
    expect(home.get("object-src")).toEqual(["'none'"]);
    expect(home.get("base-uri")).toEqual(["'none'"]);
    expect(home.get("frame-src")).toEqual(["'none'"]);
  });

  it("allows Instagram's embed on /instagram only", () => {
    const instagram = parse({ nonce: "n", pathname: "/instagram" });
    expect(instagram.get("script-src")).toContain("https://www.instagram.com");
    expect(instagram.get("frame-src")).toEqual(["https://www.instagram.com"]);
    for (const pathname of ["/", "/shows/some-show", "/instagram-fake", "/visit"]) {
      expect(policyText({ nonce: "n", pathname })).not.toContain("instagram");
    }
  });

  it("names every third party an embedding page lets in among EMBEDDED_ORIGINS", () => {
    for (const pathname of ["/instagram", "/shows/some-show", "/artists/some-artist"]) {
      const thirdParties = Object.values(cspDirectives({ nonce: "n", pathname }))
        .flat()
        .filter((source) => source.startsWith("https://"));
      expect(thirdParties.length).toBeGreaterThan(0);
      for (const origin of thirdParties) expect(EMBEDDED_ORIGINS).toContain(origin);
    }
  });

  it("allows YouTube frames on show and artist pages only", () => {
    for (const pathname of ["/shows/some-show", "/artists/some-artist"]) {
      const page = parse({ nonce: "n", pathname });
      expect(page.get("frame-src")).toContain("https://www.youtube-nocookie.com");
    }
    for (const pathname of ["/", "/shows", "/artists", "/visit"]) {
      expect(policyText({ nonce: "n", pathname })).not.toContain("youtube");
    }
  });

  it("adds the configured image and API hosts", () => {
    const policy = parse({
      nonce: "n",
      pathname: "/",
      mediaOrigins: originOf("https://images.example.org/base/"),
      apiOrigins: originOf("https://api.example.org"),
    });
    expect(policy.get("img-src")).toContain("https://images.example.org");
    expect(policy.get("media-src")).toContain("https://images.example.org");
    expect(policy.get("connect-src")).toContain("https://api.example.org");
    expect(originOf("")).toEqual([]);
  });

  it("gives the editor (/admin) its own policy, with its allowances there only", () => {
    const options = { nonce: "abc123", editorOrigins: ["http://localhost:8081"] };
    const editor = parse({ ...options, pathname: "/admin/" });
    expect(editor.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(editor.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(editor.get("connect-src")).toContain("http://localhost:8081");
    expect(editor.get("frame-ancestors")).toEqual(["'none'"]);
    for (const pathname of ["/", "/shows/turning", "/instagram", "/administration"]) {
      const text = policyText({ ...options, pathname });
      expect(text, pathname).not.toContain("unsafe-eval");
      expect(text, pathname).not.toContain("localhost:8081");
      expect(parse({ ...options, pathname }).get("style-src"), pathname).toContain(
        "'nonce-abc123'",
      );
    }
  });
});
