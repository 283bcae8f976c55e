import { describe, expect, it } from "vitest";
import { drawJpeg, drawSvg } from "./draw.ts";
import { motifs, type MotifName } from "./motifs.ts";
import type { Recipe } from "./recipes.ts";

const recipe = (motif: MotifName, seed = "seed"): Recipe => ({
  motif,
  palette: ["#1d3557", "#e63946", "#457b9d", "#f1c453", "#2a9d8f", "#6d597a"],
  ground: "#f1ede4",
  seed,
  width: 120,
  height: 90,
});

describe("drawing", () => {
  it("gives the same bytes for the same recipe", async () => {
    const first = await drawJpeg(recipe("landscape"));
    const second = await drawJpeg(recipe("landscape"));
    expect(first.equals(second)).toBe(true);
  });

  it("gives a different picture for a different work", () => {
    expect(drawSvg(recipe("collage", "a"))).not.toBe(drawSvg(recipe("collage", "b")));
  });

  it.each(Object.keys(motifs) as MotifName[])("renders the %s motif", async (motif) => {
    const jpeg = await drawJpeg(recipe(motif));
    expect(jpeg.subarray(0, 2).toString("hex")).toBe("ffd8");
  });
});
