// The site's settings file (/etc/front/front.env), as systemd's EnvironmentFile= reads it: one
// KEY=value a line, `#` comments, blank lines, a value optionally in single or double quotes.
// The tool passes the same settings to the processes it starts when systemd does not.
import { readFileSync } from "node:fs";

/** The settings file `file`, read and parsed (its read errors are the caller's to word). */
export function readEnvFile(file: string): Record<string, string> {
  return parseEnvFile(readFileSync(file, "utf8"), file);
}

export function parseEnvFile(text: string, file = "the settings file"): Record<string, string> {
  const settings: Record<string, string> = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) return;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match?.[1]) throw new Error(`${file}:${index + 1}: expected KEY=value, got "${line}"`);
    settings[match[1]] = unquote(match[2] ?? "");
  });
  return settings;
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  if (!quoted) return value;
  return quoted[1] === '"' ? (quoted[2] ?? "").replace(/\\(["\\])/g, "$1") : (quoted[2] ?? "");
}
