// A wait on the page is given a function, never a string (issue 34): Playwright compiles a
// function once, inside its own evaluation, but evaluates a string again with eval() at every
// poll, and the site's Content-Security-Policy refuses eval. Such a wait passes whenever the page
// is ready at the first look and throws whenever it is not: on a busy machine, the budget's wait
// for hydration did, in the third of three loaded CI runs.
import { describe, expect, it } from "vitest";
import { trackedSources } from "./tracked-sources.ts";

/** "file:line" of each waitForFunction whose first argument is a string. */
export function stringWaits(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /\.waitForFunction\(\s*(["'`]|[A-Za-z_$][\w$]*\.toString\()/g,
  )) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push(`${file}:${line}`);
  }
  return found;
}

describe("waits on the page", () => {
  it("are given a function, never a string eval() must read", () => {
    const files = trackedSources(/\.[cm]?[jt]sx?$/, [
      "scripts",
      "tests",
      "editor",
      "deploy",
    ]).filter(({ file }) => file !== "tests/lint/page-waits.test.ts");
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, text }) => stringWaits(file, text))).toEqual([]);
  });

  it("tell a string from a function, quoted or template or built", () => {
    const text = [
      "await page.waitForFunction(() => ready());",
      "await page.waitForFunction(routeIds, undefined, { timeout: 1 });",
      'await page.waitForFunction("window.ready");',
      "await page.waitForFunction(`(${f.toString()})().length > 0`);",
      "await page.waitForFunction(\n  'window.ready',\n);",
      "await page.waitForFunction(routeIds.toString());",
    ].join("\n");
    expect(stringWaits("x.ts", text)).toEqual(["x.ts:3", "x.ts:4", "x.ts:5", "x.ts:8"]);
  });
});
