import { describe, expect, it } from "vitest";
import { imageAlt } from "./image-alt.ts";

describe("imageAlt", () => {
  it("is the caption without its markup", () => {
    expect(imageAlt("<em>Mud Season</em>, oil on panel, 2023", "Maren Holt")).toBe(
      "Mud Season, oil on panel, 2023",
    );
  });

  it("falls back to what the picture shows when there is no caption", () => {
    expect(imageAlt(undefined, "Weir by Desmond Achebe-Ruiz")).toBe("Weir by Desmond Achebe-Ruiz");
    expect(imageAlt("  <br>  ", "The anniversary hang")).toBe("The anniversary hang");
  });
});
