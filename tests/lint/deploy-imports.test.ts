// deploy/ imports no feature (issue 34, one door per service): what a host runs reaches the
// site's code only through its shared layers (runtime's settings, domain rules, the Publish
// log's contract in app/publish-log/), so a feature can change without the release tool knowing.
// Type-only imports count too: a feature's type is still the feature's to change.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type SourceFile, trackedSources } from "./tracked-sources.ts";

/**
 * Imports of a feature still allowed, each with its reason; the test fails on an entry no longer
 * needed, so the list only shrinks.
 */
const KNOWN: ReadonlyMap<string, string> = new Map();

/** Every module a file names: static and type imports, re-exports, and import() of a literal. */
function specifiers(text: string): string[] {
  const found = text.matchAll(
    /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*{}\s,]+\s+from\s+|\bimport\s*\(\s*)["'`]([^"'`]+)["'`]/g,
  );
  return [...found].map((match) => match[1] ?? "");
}

/** "deploy/x.ts -> app/features/…" for each import of a feature by a file under deploy/. */
export function featureImports(files: readonly SourceFile[]): string[] {
  return files
    .filter(({ file }) => file.startsWith("deploy/"))
    .flatMap(({ file, text }) =>
      specifiers(text)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
        .filter((target) => target.startsWith("app/features/"))
        .map((target) => `${file} -> ${target}`),
    );
}

describe("deploy/'s imports", () => {
  it("reach no feature of the site but the one listed exception", () => {
    const files = trackedSources(/\.[cm]?[jt]sx?$/, ["deploy"]);
    expect(files.length).toBeGreaterThan(20);
    const found = featureImports(files);
    expect(found.filter((line) => !KNOWN.has(line))).toEqual([]);
    expect(
      [...KNOWN.keys()].filter((line) => !found.includes(line)),
      "gone: remove it from KNOWN",
    ).toEqual([]);
  });

  it("name an import of a feature, a type-only one and a dynamic one alike", () => {
    const text = [
      'import { a } from "../../app/features/seo/page-meta.ts";',
      'import type { B } from "../../app/features/publishes/publish-status.ts";',
      'const c = await import("../../app/features/desk/marks.server.ts");',
      'export { d } from "../../app/features/calendar/ics.ts";',
      'import { e } from "../../app/domain/html.ts";',
      'import { f } from "../../app/publish-log/publish-log.ts";',
      'import { g } from "node:fs";',
    ].join("\n");
    expect(
      featureImports([
        { file: "deploy/lib/example.ts", text },
        { file: "server/example.ts", text },
      ]),
    ).toEqual([
      "deploy/lib/example.ts -> app/features/seo/page-meta.ts",
      "deploy/lib/example.ts -> app/features/publishes/publish-status.ts",
      "deploy/lib/example.ts -> app/features/desk/marks.server.ts",
      "deploy/lib/example.ts -> app/features/calendar/ics.ts",
    ]);
  });
});
