import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOf } from "./content-security-policy.ts";

function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const home = parse(contentSecurityPolicy({ nonce: "abc123", pathname: "/" }));

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
    const instagram = parse(contentSecurityPolicy({ nonce: "n", pathname: "/instagram" }));
    expect(instagram.get("script-src")).toContain("https://www.instagram.com");
    expect(instagram.get("frame-src")).toEqual(["https://www.instagram.com"]);
    for (const pathname of ["/", "/shows/some-show", "/instagram-fake", "/visit"]) {
      expect(contentSecurityPolicy({ nonce: "n", pathname })).not.toContain("instagram");
    }
  });

  it("allows YouTube frames on show and artist pages only", () => {
    for (const pathname of ["/shows/some-show", "/artists/some-artist"]) {
      const page = parse(contentSecurityPolicy({ nonce: "n", pathname }));
      expect(page.get("frame-src")).toContain("https://www.youtube-nocookie.com");
    }
    for (const pathname of ["/", "/shows", "/artists", "/visit"]) {
      expect(contentSecurityPolicy({ nonce: "n", pathname })).not.toContain("youtube");
    }
  });

  it("adds the configured image and API hosts", () => {
    const policy = parse(
      contentSecurityPolicy({
        nonce: "n",
        pathname: "/",
        mediaOrigins: originOf("https://images.example.org/base/"),
        apiOrigins: originOf("https://api.example.org"),
      }),
    );
    expect(policy.get("img-src")).toContain("https://images.example.org");
    expect(policy.get("media-src")).toContain("https://images.example.org");
    expect(policy.get("connect-src")).toContain("https://api.example.org");
    expect(originOf("")).toEqual([]);
  });

  it("upgrades insecure requests only when asked", () => {
    expect(contentSecurityPolicy({ nonce: "n", pathname: "/" })).not.toContain("upgrade");
    expect(
      contentSecurityPolicy({ nonce: "n", pathname: "/", upgradeInsecureRequests: true }),
    ).toContain("upgrade-insecure-requests");
  });
});
