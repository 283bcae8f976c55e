// The editor's page and files: for members only (noindex), its configuration with the local
// backend when one is running, and nothing served under /admin/ but the editor's own files.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { GALLERY_FILE } from "../../content/collections.ts";
import { gallerySchema } from "../../content/gallery-schema.ts";
import { availabilities, workSchema } from "../../content/schema.ts";
import { editorFile } from "./editor-files.server.ts";
import { editorConfig, editorPage } from "./editor-page.ts";

const site = "https://thefront.example";
const signIn = { signIn: true, localBackend: undefined, siteUrl: site };
const noAccess = { signIn: false, localBackend: undefined, siteUrl: site };

describe("editorPage", () => {
  it("is a bare document that loads the editor, kept out of search engines", async () => {
    const response = editorPage(signIn);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<script type="module" src="/admin/editor.js"></script>');
    expect(html).toContain('href="/admin/config.yml"');
    expect(html).toContain('<a class="publish-status-link" href="/admin/status">');
  });

  it("says what to set, and loads no editor, when no member could sign in", async () => {
    const response = editorPage(noAccess);
    const html = await response.text();
    expect(html).toContain("GITHUB_OAUTH_CLIENT_ID");
    expect(html).toContain("GITHUB_OAUTH_CLIENT_SECRET");
    expect(html).toContain("<code>https://thefront.example/admin/callback</code>");
    expect(html).not.toContain("editor.js");
    const local = { ...noAccess, localBackend: "http://localhost:8081/api/v1" };
    expect(await editorPage(local).text()).toContain("editor.js");
  });
});

describe("editorConfig", () => {
  const yaml = "# The backend.\nbackend:\n  name: github\n  base_url: https://OAUTH.example\n";

  it("adds the local backend only when one is configured", () => {
    expect(editorConfig(yaml, noAccess)).toBe(yaml);
    const local = { ...noAccess, localBackend: "http://localhost:8081/api/v1" };
    expect(parse(editorConfig(yaml, local))).toEqual({
      backend: { name: "github", base_url: "https://OAUTH.example" },
      local_backend: { url: "http://localhost:8081/api/v1" },
    });
  });

  it("sends the GitHub backend to the site itself to sign in, keeping the comments", () => {
    const config = editorConfig(yaml, { ...signIn, siteUrl: `${site}/` });
    expect(parse(config)).toEqual({
      backend: { name: "github", base_url: site, auth_endpoint: "admin/auth" },
    });
    expect(config).toContain("# The backend.");
  });
});

describe("editorFile", () => {
  it("serves editor/config.yml, whose collections follow the content folders", async () => {
    const response = await editorFile("config.yml", noAccess);
    expect(response.headers.get("Content-Type")).toBe("text/yaml; charset=utf-8");
    const config = parse(await response.text()) as {
      collections: { name: string; folder?: string; media_folder?: string }[];
    };
    const folders = Object.fromEntries(config.collections.map((each) => [each.name, each]));
    expect(folders.shows).toMatchObject({
      folder: "app/content/shows",
      media_folder: "/media/shows/{{name}}",
    });
    expect(folders.artists).toMatchObject({
      folder: "app/content/artists",
      media_folder: "/media/artists/{{paramName}}",
    });
    expect(folders.events).toMatchObject({ folder: "app/content/events" });
    expect(Object.keys(folders)).toContain("gallery");
  });

  it("edits every one of the gallery's facts, in app/content/gallery.json, and no other", async () => {
    interface Field {
      name: string;
      fields?: Field[];
    }
    const config = parse(await (await editorFile("config.yml", noAccess)).text()) as {
      collections: { name: string; files?: { file: string; fields: Field[] }[] }[];
    };
    const [facts] = config.collections.find((each) => each.name === "gallery")?.files ?? [];
    expect(facts?.file).toBe(GALLERY_FILE);
    // Field names, nested ones dotted, from the editor's fields and from the schema.
    const edited = (fields: readonly Field[], prefix = ""): string[] =>
      fields.flatMap(({ name, fields: inner }) => [
        prefix + name,
        ...edited(inner ?? [], `${prefix}${name}.`),
      ]);
    const checked = (shape: z.ZodRawShape, prefix = ""): string[] =>
      Object.entries(shape).flatMap(([name, type]) => {
        const element = type instanceof z.ZodArray ? type.element : type;
        const inner = element instanceof z.ZodObject ? element.shape : {};
        return [prefix + name, ...checked(inner, `${prefix}${name}.`)];
      });
    expect(edited(facts?.fields ?? []).sort()).toEqual(checked(gallerySchema.shape).sort());
  });

  it("edits every field of a show's works, the red dot as a choice of the schema's values", async () => {
    interface Field {
      name: string;
      widget: string;
      fields?: Field[];
      options?: { value: string }[];
    }
    const config = parse(await (await editorFile("config.yml", noAccess)).text()) as {
      collections: { name: string; fields?: Field[] }[];
    };
    const shows = config.collections.find((each) => each.name === "shows");
    const works = shows?.fields?.find((field) => field.name === "works");
    expect(works?.widget).toBe("list");
    const fields = works?.fields ?? [];
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(workSchema.shape).sort());
    const availability = fields.find((field) => field.name === "availability");
    expect(availability?.widget).toBe("select");
    expect(availability?.options?.map((option) => option.value)).toEqual([...availabilities]);
  });

  it.each(["../package.json", "..%2Fpackage.json", "config.yaml", "index.html", "x.js.map", ""])(
    "answers 404 for anything but the editor's files: %j",
    async (name) => {
      expect((await editorFile(name, noAccess)).status).toBe(404);
    },
  );
});
