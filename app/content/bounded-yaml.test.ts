// Front matter read within bounds: an alias bomb, a deep nesting and an oversized file are each a
// refusal naming the field, in words, at once; never a thrown parser error.
import { describe, expect, it } from "vitest";
import { MAX_FRONT_MATTER_CHARS, MAX_YAML_ALIASES, readBoundedYaml } from "./bounded-yaml.ts";
import { yamlAliasBomb } from "../../tests/support/hostile-content.ts";
import { parseContentFile } from "./content-file.ts";

describe("readBoundedYaml", () => {
  it("reads ordinary front matter, and a few aliases", () => {
    expect(readBoundedYaml("name: x\nlist: &l [1, 2]\nagain: *l")).toEqual({
      value: { name: "x", list: [1, 2], again: [1, 2] },
    });
  });

  it("refuses an alias bomb fast, naming the field, in words", () => {
    const started = performance.now();
    const read = readBoundedYaml(yamlAliasBomb());
    const ms = performance.now() - started;
    console.log(
      `alias bomb of ${yamlAliasBomb().length} characters refused in ${ms.toFixed(1)} ms`,
    );
    expect(ms).toBeLessThan(1_000);
    expect(read).toEqual({
      field: "c",
      problem: `repeats a value through YAML aliases (*name) more than ${MAX_YAML_ALIASES} times; write the values out`,
    });
  });

  it("refuses a nesting too deep and a front matter too long, without a stack or a path", () => {
    const deep = readBoundedYaml(`images: ${"[".repeat(20_000)}${"]".repeat(20_000)}`);
    expect(deep).toMatchObject({ field: "images" });
    const long = readBoundedYaml(`text: "${"x".repeat(MAX_FRONT_MATTER_CHARS)}"`);
    expect(long).toMatchObject({
      field: "front matter",
      problem: expect.stringMatching(/at most/),
    });
    for (const read of [deep, long]) {
      expect(JSON.stringify(read)).not.toMatch(/\bat \S+:\d+|node_modules|\/work\/|\.ts\b/);
    }
  });

  it("says an undefined alias and a broken line in words", () => {
    expect(readBoundedYaml("a: *nowhere")).toMatchObject({ field: expect.any(String) });
    expect(readBoundedYaml("a: 1\nb: [x\n")).toMatchObject({
      field: "b",
      problem: expect.stringMatching(/^line \d+: /),
    });
  });
});

describe("a content file holding a bomb", () => {
  it("is a file that cannot be read, never a thrown error", () => {
    const read = parseContentFile(
      "events",
      "app/content/events/x.md",
      `---\n${yamlAliasBomb()}\n---\n`,
    );
    expect(read).toMatchObject({ entries: null, field: "c" });
  });
});
