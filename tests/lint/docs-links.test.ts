import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, headingAnchor } from "../../scripts/docs-links.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const docs = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(folder, name));

describe("the docs' links", () => {
  it("lead to files that exist and to headings those files have", () => {
    const pages = ["README.md", ...docs("docs"), ...docs("docs/decisions")];
    expect(pages.length).toBeGreaterThan(20);
    expect(brokenLinks(root, pages)).toEqual([]);
  });

  const scratch = mkdtempSync(path.join(tmpdir(), "docs-links-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("fail on a missing page, a missing picture and a heading that is not there", () => {
    mkdirSync(path.join(scratch, "docs"));
    writeFileSync(
      path.join(scratch, "docs", "guide.md"),
      "# Guide\n\n## When something goes wrong\n",
    );
    writeFileSync(
      path.join(scratch, "README.md"),
      [
        "[fine](docs/guide.md#when-something-goes-wrong) [also fine](#the-page)",
        "[gone](docs/gone.md) ![gone](docs/editing/gone.png)",
        "[renamed](docs/guide.md#alerts) [here](#nowhere)",
        "`[code](docs/gone.md)` [elsewhere](https://example.com/x.md#y) [mail](mailto:a@b.c)",
        "",
        "## The page",
      ].join("\n"),
    );
    expect(brokenLinks(scratch, ["README.md"])).toEqual([
      "README.md: docs/gone.md: no such file",
      "README.md: docs/editing/gone.png: no such file",
      "README.md: docs/guide.md#alerts: no heading makes #alerts",
      "README.md: #nowhere: no heading makes #nowhere",
    ]);
  });

  it("makes anchors as GitHub does", () => {
    expect(headingAnchor("Releases, and rolling back")).toBe("releases-and-rolling-back");
    expect(headingAnchor("The editor's sign-in through GitHub")).toBe(
      "the-editors-sign-in-through-github",
    );
    expect([...anchorsOf("## `npm test`, in order\n\n## Notes\n\n## Notes\n")]).toEqual([
      "npm-test-in-order",
      "notes",
      "notes-1",
    ]);
  });
});
