// The repeated-code check (scripts/lint-duplicates.ts, in `npm run lint`): jscpd with the
// project's settings (.jscpd.json), shown on scratch trees to count each repeated run, to leave
// tests out, to pass at the limit and to fail past it. `npm run lint` checks the real tree.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_REPEATS, projectSettings, repeatedRuns } from "../../scripts/lint-duplicates.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "duplicates-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Eleven lines of code, its names its own for each `n`. */
const block = (n: number) =>
  [
    `export function total${n}(items${n}: readonly { price: number; count: number }[]): number {`,
    `  let sum${n} = 0;`,
    `  for (const item${n} of items${n}) {`,
    `    if (item${n}.count <= 0) continue;`,
    `    const line${n} = item${n}.price * item${n}.count;`,
    `    sum${n} += line${n} > 1000 ? line${n} * 0.9 : line${n};`,
    `  }`,
    `  const rounded${n} = Math.round(sum${n} * 100) / 100;`,
    `  if (Number.isNaN(rounded${n})) throw new Error("not a number ${n}");`,
    `  return rounded${n};`,
    `}`,
    "",
  ].join("\n");

/** A tree whose app/ and scripts/ share `repeats` blocks, and whose tests repeat them all. */
function treeWithRepeats(name: string, repeats: number): string {
  const tree = path.join(scratch, name);
  for (const folder of ["app", "scripts", "server", "deploy"]) {
    mkdirSync(path.join(tree, folder), { recursive: true });
  }
  for (let n = 0; n < repeats; n += 1) {
    writeFileSync(path.join(tree, "app", `a${n}.ts`), block(n));
    writeFileSync(path.join(tree, "scripts", `b${n}.ts`), block(n));
    writeFileSync(path.join(tree, "server", `c${n}.test.ts`), block(n));
  }
  return tree;
}

describe("the repeated-code check", () => {
  it(`counts each repeated run outside the tests: ${MAX_REPEATS} pass, one more fails`, async () => {
    const atLimit = treeWithRepeats("at-limit", MAX_REPEATS);
    expect(await repeatedRuns(projectSettings(atLimit), atLimit)).toHaveLength(MAX_REPEATS);

    const over = treeWithRepeats("over", MAX_REPEATS + 1);
    const runs = await repeatedRuns(projectSettings(over), over);
    expect(runs).toHaveLength(MAX_REPEATS + 1);
    // Each run names both its places, with their lines.
    expect(
      runs.filter((run) => /\ba4\.ts:1-\d+\b/.test(run) && /\bb4\.ts:1-\d+\b/.test(run)),
    ).toHaveLength(1);
  });

  it("leaves a repeat shorter than six lines alone", async () => {
    const tree = treeWithRepeats("short", 0);
    const short = block(9).split("\n").slice(0, 5).join("\n");
    writeFileSync(path.join(tree, "app", "x.ts"), `${short}\n}}\n`);
    writeFileSync(path.join(tree, "app", "y.ts"), `${short}\n}}\n`);
    expect(await repeatedRuns(projectSettings(tree), tree)).toEqual([]);
  });
});
