// Only words of the updater's reach a public page: no stack, no path on the server.
import { describe, expect, it } from "vitest";
import { publicLine, publicLines } from "./public-words.ts";

const CRASH = `file:///srv/front/releases/r1.building/node_modules/yaml/dist/compose/composer.js:12
ReferenceError: Excessive alias count indicates a resource exhaustion attack
    at Alias.toJS (/srv/front/releases/r1.building/node_modules/yaml/dist/nodes/Alias.js:71:23)
    at parseContentFile (/srv/front/releases/r1.building/app/content/content-file.ts:79:14)
    at node:internal/modules/esm/module_job:271:25

Node.js v24.21.0`;

describe("publicLine", () => {
  it("keeps a content check's line whole, a page's address and the file in the repository", () => {
    const line =
      'app/content/events/2023.md: Talk: link.url: internal link "/shows/pieced" leads to no page of the site (last changed by Ada)';
    expect(publicLine(line)).toBe(line);
  });

  it("drops a stack, and says a path on the server in words", () => {
    const said = publicLine(CRASH) ?? "";
    console.log(`a crash's ${CRASH.length} characters as the page shows them: ${said}`);
    expect(said).toBe(
      "a file on the server ReferenceError: Excessive alias count indicates a resource exhaustion attack",
    );
    expect(
      publicLine("EACCES: permission denied, open '/var/lib/front/state/publishes.json'"),
    ).toBe("EACCES: permission denied, open 'a file on the server'");
    expect(publicLine("C:\\front\\x.ts failed")).toBe("a file on the server failed");
  });

  it("cuts a long line short and leaves out lines with no words", () => {
    expect(publicLine("x".repeat(1_000))?.length).toBe(400);
    expect(publicLines(["    at x (/srv/a.js:1:1)", "npm failed (exit 1)"])).toEqual([
      "npm failed (exit 1)",
    ]);
  });
});
