import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { deskEditorConfig } from "./editor-page.ts";

const written = readFileSync("editor/config.yml", "utf8");

describe("the desk editor's configuration", () => {
  it("is the one configuration with the site as its proxy backend", () => {
    const desk = parse(deskEditorConfig(written, "/desk/editor/api"));
    const original = parse(written);
    expect(desk.backend).toEqual({
      ...original.backend,
      name: "proxy",
      proxy_url: "/desk/editor/api",
      repo: undefined,
    });
    expect({ ...desk, backend: null }).toEqual({ ...original, backend: null });
  });
});
