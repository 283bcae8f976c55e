// A member presses Publish (issue 17, item 3): the editor commits to the deployed branch, and the
// updater on the server (the timer's `node deploy/front.ts update`) brings the commit live with no
// one at a terminal; a commit the content check refuses never goes live. The remote is a local
// bare repository standing in for GitHub.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeployHost, startDeployHost } from "../support/deploy-host.ts";
import { startSteadyLoad } from "../support/steady-load.ts";

const pictures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "editor");
const NAME = "small-works-2025";

/** A show with two pictures, written as the editor writes one (tests/editor/editing.spec.ts). */
function addShow(checkout: string) {
  const media = path.join(checkout, "media", "shows", NAME);
  mkdirSync(media, { recursive: true });
  copyFileSync(path.join(pictures, "first-picture.jpg"), path.join(media, "first-picture.jpg"));
  copyFileSync(path.join(pictures, "second-picture.jpg"), path.join(media, "second-picture.jpg"));
  writeFileSync(
    path.join(checkout, "app", "content", "shows", `2025-12-05-${NAME}.md`),
    [
      "---",
      `name: ${NAME}`,
      "number: 70",
      "displayName: Small Works 2025",
      "startDate: 2025-12-05",
      "endDate: 2025-12-28",
      "featuredImage:",
      `  src: ${NAME}/first-picture.jpg`,
      '  text: "*Red Field*, oil on panel, 2025"',
      "images:",
      `  - src: ${NAME}/first-picture.jpg`,
      '    text: "*Red Field*, oil on panel, 2025"',
      `  - src: ${NAME}/second-picture.jpg`,
      "videos: []",
      "---",
      "Members' small works, framed for giving.",
      "",
    ].join("\n"),
  );
}

let host: DeployHost;
beforeAll(async () => {
  host = await startDeployHost("update");
  const first = await host.tool("update");
  expect(first.code, first.output).toBe(0);
  console.log(`update: first release (nothing live before) in ${(first.ms / 1000).toFixed(1)} s`);
}, 600_000);
afterAll(() => host?.stop());

async function liveRelease(): Promise<string> {
  const body = (await (await fetch(`${host.origin}/health/ready`)).json()) as { release: string };
  return body.release;
}

describe("the updater", () => {
  it("brings a show added by the editor live after one run, pictures and all, dropping nothing", async () => {
    const pushed = Date.now();
    const commit = host.push(`Content: add shows ${NAME}`, addShow);
    const load = startSteadyLoad({
      origin: host.origin,
      pages: ["/", "/shows", "/events"],
      tag: "update",
    });
    const run = await host.tool("update");
    // Unknown show names redirect to /shows: follow nothing.
    const page = await fetch(`${host.origin}/shows/${NAME}`, { redirect: "manual" });
    const liveMs = Date.now() - pushed;
    const result = await load.stop();

    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`update: ${commit.slice(0, 7)} is live`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Small Works 2025");
    // Its pictures were drawn into variants by the build, as the page's srcset names them.
    for (const variant of [
      "first-picture.480w.avif",
      "second-picture.960w.webp",
      "first-picture.og.jpg",
    ]) {
      const image = await fetch(`${host.origin}/images/shows/${NAME}/${variant}`);
      expect(image.status, variant).toBe(200);
    }
    expect(result.failures).toEqual([]);
    console.log(
      `update: commit to live in ${(liveMs / 1000).toFixed(1)} s (one run of the updater); ` +
        `${result.requests} requests during it, ${result.failures.length} failed`,
    );

    // Nothing new: the next run does nothing.
    const again = await host.tool("update");
    expect(again.output).toContain("is already live");
  });

  it("keeps the live site on the previous commit when a commit breaks a content file, and says why", async () => {
    const before = await liveRelease();
    const commit = host.push("Content: update shows small-works-2025", (checkout) => {
      const file = path.join(checkout, "app", "content", "shows", `2025-12-05-${NAME}.md`);
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("startDate: 2025-12-05", "startDate: 2025-12-45"),
      );
    });
    const run = await host.tool("update");

    expect(run.code).toBe(1);
    const reason = `app/content/shows/2025-12-05-${NAME}.md: ${NAME}: startDate`;
    expect(run.output).toContain(reason);
    expect(await liveRelease()).toBe(before);
    expect((await fetch(`${host.origin}/shows/${NAME}`, { redirect: "manual" })).status).toBe(200);

    const status = await host.tool("status");
    expect(status.output).toContain(`last update: refused ${commit.slice(0, 7)}`);
    expect(status.output).toContain(reason);
    // The refused commit is not built again on every tick of the timer.
    const again = await host.tool("update");
    expect(again.code).toBe(0);
    expect(again.output).toContain("was refused before");
    console.log(
      `update: a broken commit refused in ${(run.ms / 1000).toFixed(1)} s, ${before} kept serving`,
    );
  });
});
