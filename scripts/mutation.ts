// npm run test:mutation: StrykerJS mutates the pure rules in app/domain/ (dates, paging, events,
// shows; stryker.config.json) and runs their Vitest tests against each mutant. A mutant that no
// test notices is a rule the tests do not pin down. Prints the score as its last line and fails
// below MUTATION_MINIMUM (docs/decisions/015-tests-that-can-fail.md).
//
// Incremental (issue 34): Stryker starts from the results committed in BASELINE and tests again
// only the mutants whose code or covering tests changed since (8 s instead of 69 s here when
// nothing did). It writes this run's results to RESULTS, under test-results/, so that a test run
// leaves the checkout as it was (Stryker rewrites the whole file, in a new order, every run). To
// bring the baseline up to date after changing a rule: `cp test-results/mutation/incremental.json
// tests/mutation/stryker-incremental.json`. A change Stryker cannot see (a module a rule imports,
// Vitest's settings) wants a full run: `npm run test:mutation -- --force`.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const MUTATION_MINIMUM = 85;
const REPORT = "test-results/mutation/mutation.json";
const BASELINE = "tests/mutation/stryker-incremental.json";
const RESULTS = "test-results/mutation/incremental.json";

interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

/** Stryker's mutation score: mutants detected (killed or timed out) over every valid mutant. */
function mutationScore(report: MutationReport): number {
  const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((m) => m.status));
  const detected = statuses.filter((s) => s === "Killed" || s === "Timeout").length;
  const undetected = statuses.filter((s) => s === "Survived" || s === "NoCoverage").length;
  return detected + undetected === 0 ? 0 : (100 * detected) / (detected + undetected);
}

function main() {
  const started = Date.now();
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  if (existsSync(BASELINE)) copyFileSync(BASELINE, RESULTS);
  const args = ["run", "--incrementalFile", RESULTS, ...process.argv.slice(2)];
  const stryker = spawnSync("node_modules/.bin/stryker", args, { stdio: "inherit" });
  if (stryker.error) throw stryker.error;
  const report = JSON.parse(readFileSync(REPORT, "utf8")) as MutationReport;
  const score = mutationScore(report);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`mutation testing took ${seconds} s; the minimum score is ${MUTATION_MINIMUM}%`);
  console.log(`mutation score: ${score.toFixed(1)}%`);
  if (score < MUTATION_MINIMUM || stryker.status !== 0) process.exitCode = 1;
}

main();
