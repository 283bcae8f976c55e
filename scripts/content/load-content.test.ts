import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { artists } from "../../app/content/artists.ts";
import { events } from "../../app/content/events.ts";
import { gallery } from "../../app/content/gallery.ts";
import { shows } from "../../app/content/shows.ts";
import { loadContent, loadContentFiles } from "./load-content.ts";

const filesIn = (folder: string) =>
  readdirSync(new URL(`../../app/content/${folder}/`, import.meta.url)).filter((name) =>
    name.endsWith(".md"),
  );

describe("loadContent", () => {
  it("discovers every file of the content folders, without any list", async () => {
    const files = await loadContentFiles();
    expect(files.shows.map((file) => file.file)).toEqual(
      filesIn("shows").map((name) => `app/content/shows/${name}`),
    );
    const content = await loadContent();
    expect(content.shows).toHaveLength(filesIn("shows").length);
    expect(content.artists).toHaveLength(filesIn("artists").length);
    expect(files.events).toHaveLength(filesIn("events").length);
  });

  it("gives Node programs the same lists, in the same order, as the site's modules", async () => {
    const content = await loadContent();
    expect(content.shows).toEqual(shows);
    expect(content.artists).toEqual(artists);
    expect(content.events).toEqual(events);
    expect(content.gallery).toEqual(gallery);
  });
});
