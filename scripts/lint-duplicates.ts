// `node scripts/lint-duplicates.ts` (in `npm run lint`): repeated code in the hand-written source
// outside the tests, found by jscpd with the settings in .jscpd.json (runs of 6 lines or more, in
// app/, server/, deploy/ and scripts/). At most MAX_REPEATS may stand (issue 34): one concept is
// written in one place, and a new repeat fails here instead of growing quietly.
// `npx jscpd` prints the same findings with jscpd's own report.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as Jscpd from "jscpd";

// jscpd's ES module build names a dependency it cannot resolve under Node's rules; its CommonJS
// build loads.
const { detectClones } = createRequire(import.meta.url)("jscpd") as typeof Jscpd;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const MAX_REPEATS = 4;

export interface DuplicateSettings {
  path: string[];
  format: string[];
  ignore: string[];
  minLines: number;
  minTokens: number;
  gitignore?: boolean;
}

/** The project's settings (.jscpd.json), its paths under `folder`. */
export function projectSettings(folder = root): DuplicateSettings {
  const settings = JSON.parse(
    readFileSync(path.join(root, ".jscpd.json"), "utf8"),
  ) as DuplicateSettings;
  return { ...settings, path: settings.path.map((part) => path.join(folder, part)) };
}

/** Each repeated run as "a.ts:12-20 ~ b.ts:40-48 (9 lines)", paths relative to `folder`. */
export async function repeatedRuns(settings: DuplicateSettings, folder = root): Promise<string[]> {
  const clones = await detectClones({ ...settings, silent: true, reporters: [] });
  const place = (part: (typeof clones)[number]["duplicationA"]) =>
    `${path.relative(folder, part.sourceId)}:${part.start.line}-${part.end.line}`;
  return clones.map(
    (clone) =>
      `${place(clone.duplicationA)} ~ ${place(clone.duplicationB)} (${clone.duplicationA.end.line - clone.duplicationA.start.line + 1} lines)`,
  );
}

if (import.meta.main) {
  const runs = await repeatedRuns(projectSettings());
  for (const run of runs) console.log(`  ${run}`);
  console.log(
    `duplicates: ${runs.length} repeated runs outside the tests (at most ${MAX_REPEATS})`,
  );
  if (runs.length > MAX_REPEATS) process.exitCode = 1;
}
