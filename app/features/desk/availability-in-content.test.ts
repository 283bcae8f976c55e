import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { showNameOf, withWorkAvailability } from "./availability-in-content.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const FILE = "app/content/shows/2025-07-signal-and-relay.md";
const text = readFileSync(path.join(root, FILE), "utf8");

describe("a desk mark written into the show's file", () => {
  it("changes the one work's availability line and nothing else", () => {
    const before = text.split("\n");
    const work = before.findIndex((line) => /-\s+id:/.test(line));
    const id = before[work]?.replace(/^\s*-\s+id:\s*/, "").trim() ?? "";
    const current = text.match(/availability: (\w+)/)?.[1];
    const next = current === "sold" ? "reserved" : "sold";
    const edited = withWorkAvailability(FILE, text, id, next);
    if (!("text" in edited)) throw new Error(edited.problem);
    const after = edited.text.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [line]));
    expect(changed).toEqual([`    availability: ${next}`]);
  });

  it("adds the line to a work that had none (available by default)", () => {
    // The front matter alone, its closing line kept.
    const file = `${text.split("\n---\n")[0] ?? ""}\n---\n`;
    const id = file.match(/-\s+id:\s*(\S+)/)?.[1] ?? "";
    const without = file.replace(/^(\s+)availability: \w+\n/m, "");
    const edited = withWorkAvailability(FILE, without, id, "reserved");
    if (!("text" in edited)) throw new Error(edited.problem);
    expect(edited.text).toMatch(new RegExp(`- id: ${id}\\n\\s+availability: reserved\\n`));
  });

  it("finds a work whose item the editor wrote with its title first", () => {
    const swapped = text.replace(
      /( {2})- id: (\S+)\n {4}title: ([^\n]+)\n/,
      "$1- title: $3\n    id: $2\n",
    );
    expect(swapped).not.toBe(text);
    const id = swapped.match(/\n {4}id: (\S+)/)?.[1] ?? "";
    const edited = withWorkAvailability(FILE, swapped, id, "reserved");
    if (!("text" in edited)) throw new Error(edited.problem);
    const changed = edited.text.split("\n").filter((line, i) => line !== swapped.split("\n")[i]);
    expect(changed).toEqual(["    availability: reserved"]);
  });

  it("refuses what the schema would refuse: a sold work without a price in dollars", () => {
    const file = text.replace(/price: [^\n]+/, "price: on request");
    const id = text.match(/-\s+id:\s*(\S+)/)?.[1] ?? "";
    const edited = withWorkAvailability(FILE, file, id, "sold");
    expect(edited).toEqual({ problem: expect.stringMatching(/price in dollars/) });
  });

  it("refuses a work the file does not have", () => {
    expect(withWorkAvailability(FILE, text, "no-such-work", "sold")).toEqual({
      problem: 'no work "no-such-work" in the file',
    });
  });

  it("reads a show file's name", () => {
    expect(showNameOf(FILE, text)).toBe("signal-and-relay");
    expect(showNameOf(FILE, "no front matter")).toBeUndefined();
  });
});
