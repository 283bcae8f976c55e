import { describe, expect, it } from "vitest";
import { windowPoliciesOf } from "./window-policies.ts";

describe("windowPoliciesOf", () => {
  it("isolates every page from other sites' windows, and tells them only the origin", () => {
    for (const path of ["/", "/shows", "/admin-like", "/administration"]) {
      expect(windowPoliciesOf(path), path).toEqual({
        opener: "same-origin",
        referrer: "strict-origin-when-cross-origin",
      });
    }
  });

  it("lets the editor keep its sign-in window, and the sign-in pages reach it", () => {
    expect(windowPoliciesOf("/admin/").opener).toBe("same-origin-allow-popups");
    expect(windowPoliciesOf("/admin/config.yml").opener).toBe("same-origin-allow-popups");
    for (const path of ["/admin/auth", "/admin/callback"]) {
      expect(windowPoliciesOf(path)).toEqual({ opener: "unsafe-none", referrer: "no-referrer" });
    }
  });
});
