// The code map (docs/development.md, "Layout of the code") is where a newcomer starts: every
// folder of app/ and of app/features/, and every file at app/'s top, has its line there, and
// every line names something that is there. A route's code is one hop from the map: the map
// names the route table (app/routes.ts), and every route module in app/routes/ is in that table.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import routeTable from "../../app/routes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const GUIDE = "docs/development.md";
const HEADING = "## Layout of the code";

/**
 * The paths the map's lines begin with: "app/root.tsx, routes.ts   the root route…" names
 * app/root.tsx and app/routes.ts; a folder is named without its trailing slash.
 */
export function mapEntries(markdown: string): string[] {
  const section = markdown.split(HEADING)[1] ?? "";
  const block = /```\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
  return block
    .split("\n")
    .filter((line) => /^\S/.test(line))
    .flatMap((line) => {
      const names = (line.split(/\s{2,}/)[0] ?? "").split(/,\s*/);
      const folder = path.posix.dirname(names[0] ?? "");
      return names.map((name, index) =>
        (index > 0 && !name.includes("/") ? `${folder}/${name}` : name).replace(/\/$/, ""),
      );
    });
}

/** What the map must name: app/'s folders and top-level files, and each feature's folder. */
export function mapMisses(entries: readonly string[], tree: readonly string[]): string[] {
  // A folder whose every part has a line of its own (app/features/) is named by them.
  return tree.filter(
    (item) => !entries.some((entry) => entry === item || entry.startsWith(`${item}/`)),
  );
}

function appTree(): string[] {
  const inApp = readdirSync(path.join(root, "app"), { withFileTypes: true });
  const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true });
  return [
    ...inApp.map((entry) => `app/${entry.name}`),
    ...features.filter((entry) => entry.isDirectory()).map((entry) => `app/features/${entry.name}`),
  ];
}

/** Route modules (not their CSS) in app/routes/ that no route of the table renders. */
export function unroutedModules(files: readonly string[], routed: readonly string[]): string[] {
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !routed.includes(`routes/${file}`));
}

describe("the code map", () => {
  const entries = mapEntries(readFileSync(path.join(root, GUIDE), "utf8"));

  it("names every folder of app/ and of app/features/, and every file at app/'s top", () => {
    expect(entries.length).toBeGreaterThan(20);
    expect(mapMisses(entries, appTree())).toEqual([]);
  });

  it("names only paths that are there", () => {
    const gone = entries
      .filter((entry) => !entry.includes("*"))
      .filter((entry) => !existsSync(path.join(root, entry)));
    expect(gone).toEqual([]);
  });

  it("reaches every route module through the route table it names", () => {
    expect(entries).toContain("app/routes.ts");
    const routed = routeTable.map((route) => route.file);
    expect(unroutedModules(readdirSync(path.join(root, "app/routes")), routed)).toEqual([]);
  });

  it("fails on a missing folder, a missing feature and a route module outside the table", () => {
    const map = [
      "# Guide",
      HEADING,
      "```",
      "app/root.tsx, routes.ts   the root route and the route table",
      "app/routes/               one thin module per screen",
      "app/features/seo          page meta",
      "                          (a continued line, not an entry)",
      "```",
    ].join("\n");
    const found = mapEntries(map);
    expect(found).toEqual(["app/root.tsx", "app/routes.ts", "app/routes", "app/features/seo"]);
    expect(
      mapMisses(found, [
        "app/routes",
        "app/http",
        "app/features",
        "app/features/seo",
        "app/features/desk",
      ]),
    ).toEqual(["app/http", "app/features/desk"]);
    expect(
      unroutedModules(["home.tsx", "home.module.css", "lost.ts"], ["routes/home.tsx"]),
    ).toEqual(["lost.ts"]);
  });
});
