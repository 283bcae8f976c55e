import { describe, expect, it } from "vitest";
import { check, groupShow, lines, soloShow } from "./fixtures.ts";

describe("fieldChecks", () => {
  it("reports a work credited to an unknown artist", () => {
    const images = [{ src: "thaw/01.jpg", artist: "nobody" }];
    expect(lines(check({ shows: [{ ...groupShow, images }, soloShow] }))).toEqual([
      'app/content/shows/x.ts: thaw: images[0].artist: no artist has the paramName "nobody"',
    ]);
  });

  it("reports image and video files that do not exist", () => {
    const videos = [{ src: "pieced/quilting.mp4", type: "File" }];
    const errors = check({
      shows: [groupShow, { ...soloShow, videos }],
      missing: ["shows/thaw/01.jpg", "shows/pieced/quilting.mp4", "artists/ada-quimby/01.jpg"],
    });
    expect(lines(errors)).toEqual([
      'app/content/shows/x.ts: thaw: images[0].src: image "shows/thaw/01.jpg" does not exist',
      'app/content/shows/x.ts: pieced: videos[0].src: video "shows/pieced/quilting.mp4" does not exist',
      'app/content/artists/x.ts: ada-quimby: images[0].src: image "artists/ada-quimby/01.jpg" does not exist',
      'app/content/artists/x.ts: dev-raman: images[0].src: image "artists/ada-quimby/01.jpg" does not exist',
    ]);
    expect(lines(check({ missing: ["shows/pieced/featured.jpg"] }))).toContain(
      'app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: image.src: image "shows/pieced/featured.jpg" does not exist',
    );
  });
});
