// The docs' settings are what the code reads (issue 30): every variable the site, the release
// tool, the units' programs, Caddy, the scripts and the test configs read has a row in a table of docs/operating.md's
// "Environment" or docs/development.md's "Development settings", and every row names one that
// something reads.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { envSchema } from "../../app/runtime/config.server.ts";
import { alertSchema } from "../../deploy/lib/alert-settings.ts";
import { offsiteSchema } from "../../deploy/lib/offsite-settings.ts";
import { toolSchema } from "../../deploy/lib/settings.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SOURCES = ["app", "server", "deploy", "scripts", "editor"];
/** The system's own, never set by an operator: PATH (passed on), MAINPID (systemd's, for ExecStartPost). */
const NOT_SETTINGS = new Set(["PATH", "MAINPID"]);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** Every variable read: by name from process.env or an env record, by a settings schema, by Caddy. */
function settingsRead(): Map<string, string> {
  const read = new Map<string, string>();
  const note = (name: string, where: string) => {
    if (!NOT_SETTINGS.has(name) && !read.has(name)) read.set(name, where);
  };
  const byName = [
    /process\.env\.([A-Z][A-Z0-9_]+)/g,
    /process\.env\["([A-Z][A-Z0-9_]+)"\]/g,
    /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
  ];
  const configs = readdirSync(root)
    .filter((name) => /\.config\.ts$/.test(name))
    .map((name) => path.join(root, name));
  for (const file of [...SOURCES.flatMap(sourceFiles), ...configs]) {
    const text = readFileSync(file, "utf8");
    for (const pattern of byName) {
      for (const match of text.matchAll(pattern)) note(match[1] ?? "", path.relative(root, file));
    }
  }
  const schemas = { envSchema, toolSchema, alertSchema, offsiteSchema };
  for (const [name, schema] of Object.entries(schemas)) {
    for (const key of Object.keys(schema.shape)) note(key, name);
  }
  const caddyfile = readFileSync(path.join(root, "deploy", "Caddyfile"), "utf8");
  for (const match of caddyfile.matchAll(/\{\$([A-Z][A-Z0-9_]+)/g))
    note(match[1] ?? "", "Caddyfile");
  return read;
}

/** The variables named in the first column of every table in `page`'s section `heading`. */
export function tabled(page: string, heading: string): Set<string> {
  const text = readFileSync(path.join(root, page), "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${page} has no "${heading}"`);
  const level = /^#+/.exec(heading)?.[0] ?? "##";
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? "";
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? "");
  }
  return names;
}

it("has a row for every setting anything reads, and no row for one nothing reads", () => {
  const read = settingsRead();
  const documented = new Set([
    ...tabled("docs/operating.md", "## Environment"),
    ...tabled("docs/development.md", "### Development settings"),
  ]);
  const missing = [...read]
    .filter(([name]) => !documented.has(name))
    .map(([n, at]) => `${n} (${at})`);
  const unread = [...documented].filter((name) => !read.has(name));
  expect(missing, "read, but in no table").toEqual([]);
  expect(unread, "in a table, but nothing reads it").toEqual([]);
  // The scan finds what it should: a schema's key, a script's, and one of Caddy's.
  for (const name of ["SITE_URL", "FRONT_PORTS", "ALERT_CERT_DAYS", "PERF_RUNS", "CADDY_ADMIN"]) {
    expect(read.has(name), name).toBe(true);
  }
});
