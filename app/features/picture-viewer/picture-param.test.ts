import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import {
  pictureNumber,
  revalidateUnlessOnlyPictureChanged,
  withPictureNumber,
} from "./picture-param.ts";

describe("pictureNumber", () => {
  it("reads a picture number", () => {
    expect(pictureNumber("?picture=3")).toBe(3);
    expect(pictureNumber("?open-contact-form=true&picture=12")).toBe(12);
  });

  it("ignores a missing, zero, negative or unreadable number", () => {
    for (const search of [
      "",
      "?picture=",
      "?picture=0",
      "?picture=-1",
      "?picture=2x",
      "?picture=99999",
    ]) {
      expect(pictureNumber(search)).toBeNull();
    }
  });
});

describe("withPictureNumber", () => {
  it("sets and removes the number, keeping the other parameters", () => {
    expect(withPictureNumber("?past=10", 4)).toBe("?past=10&picture=4");
    expect(withPictureNumber("?past=10&picture=4", null)).toBe("?past=10");
    expect(withPictureNumber("?picture=4", null)).toBe("");
  });
});

describe("revalidateUnlessOnlyPictureChanged", () => {
  const args = (current: string, next: string): ShouldRevalidateFunctionArgs =>
    ({
      currentUrl: new URL(current, "https://front.example.org"),
      nextUrl: new URL(next, "https://front.example.org"),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    }) as ShouldRevalidateFunctionArgs;

  it("skips the loaders when only the picture changes", () => {
    expect(revalidateUnlessOnlyPictureChanged(args("/shows/a", "/shows/a?picture=3"))).toBe(false);
    expect(
      revalidateUnlessOnlyPictureChanged(args("/shows/a?picture=3", "/shows/a?picture=4")),
    ).toBe(false);
    expect(revalidateUnlessOnlyPictureChanged(args("/shows/a?picture=4", "/shows/a"))).toBe(false);
  });

  it("leaves every other navigation to the default", () => {
    expect(revalidateUnlessOnlyPictureChanged(args("/shows/a", "/shows/b?picture=1"))).toBe(true);
    expect(revalidateUnlessOnlyPictureChanged(args("/shows/a", "/shows/a"))).toBe(true);
    expect(
      revalidateUnlessOnlyPictureChanged(args("/?picture=1", "/?open-contact-form=true")),
    ).toBe(true);
  });
});
