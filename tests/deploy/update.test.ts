// A member presses Publish (issue 17, item 3; issue 22): the editor commits to the deployed
// branch, and the updater on the server (the timer's `node front.js update`, the tool the operator
// installed) brings the commit live with no one at a terminal, if it changes only content; a
// commit the content check refuses never goes live; a commit that changes code waits for the
// operator; a rollback holds until the branch moves on. Each outcome is in the publish log the
// site shows members. The remote is a local bare repository standing in for GitHub.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublishRecord, parsePublishLog } from "../../app/publish-log/publish-log.ts";
import { type DeployHost, startDeployHost } from "../support/deploy-host.ts";
import { pictureBomb } from "../support/hostile-content.ts";
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
  // Nothing is live: the updater leaves the first release to the operator.
  const unattended = await host.tool("update");
  expect(unattended.output).toContain("the operator makes the first release");
  const first = await host.tool("release");
  expect(first.code, first.output).toBe(0);
  console.log(`update: first release (the operator's) in ${(first.ms / 1000).toFixed(1)} s`);
}, 600_000);
afterAll(() => host?.stop());

async function liveRelease(): Promise<string> {
  const body = (await (await fetch(`${host.origin}/health/ready`)).json()) as { release: string };
  return body.release;
}

/** What the members' page would say of `commit` (state/publishes.json). */
function publishRecord(commit: string): PublishRecord | undefined {
  const read = parsePublishLog(
    readFileSync(path.join(host.home, "state", "publishes.json"), "utf8"),
  );
  if (!("log" in read)) throw new Error(read.error);
  return read.log.records.find((record) => record.commit === commit);
}

function showFile(checkout: string) {
  return path.join(checkout, "app", "content", "shows", `2025-12-05-${NAME}.md`);
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
    // The live release's build tools, linked: no install ran for a content commit.
    expect(run.output).toContain("the build tools of this lockfile");
    expect(run.output).not.toContain("npm ci");
    const record = publishRecord(commit);
    expect(record).toMatchObject({ state: "live", commits: [{ commit, author: "A member" }] });
    // A release holds what serving needs: no build tools beside the live site.
    const release = path.join(host.home, "releases", await liveRelease());
    expect(existsSync(path.join(release, "node_modules", "react-router"))).toBe(true);
    expect(existsSync(path.join(release, "node_modules", "vite"))).toBe(false);
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

  it("refuses a picture bomb, a path climbing out and a name that is no slug, and keeps serving", async () => {
    const before = await liveRelease();
    // 16,000 x 16,000 of one colour: 31 KB in the commit, 768 MB decoded.
    const bomb = pictureBomb();
    const media = (checkout: string) => path.join(checkout, "media", "shows", NAME);
    const ada = (checkout: string) => path.join(checkout, "app/content/artists/ada-quimby.md");
    const commit = host.push("Content: update shows small-works-2025", (checkout) => {
      writeFileSync(path.join(media(checkout), "bomb.png"), bomb);
      copyFileSync(
        path.join(pictures, "first-picture.jpg"),
        path.join(media(checkout), "My Photo?.jpg"),
      );
      const show = showFile(checkout);
      writeFileSync(
        show,
        readFileSync(show, "utf8").replace(
          `  - src: ${NAME}/second-picture.jpg`,
          `  - src: ${NAME}/bomb.png`,
        ),
      );
      writeFileSync(
        ada(checkout),
        readFileSync(ada(checkout), "utf8").replace(
          "src: ada-quimby/phone-01.jpg",
          "src: ../../../app/content/gallery.json.jpg",
        ),
      );
    });
    const run = await host.tool("update");

    expect(run.code).toBe(1);
    const reasons = [
      `app/content/shows/2025-12-05-${NAME}.md: ${NAME}: images[1].src: media/shows/${NAME}/bomb.png is 16000 x 16000 pixels; pictures may be at most 40 megapixels: export it smaller`,
      'app/content/artists/ada-quimby.md: ada-quimby: thumbnail.src: "../../../app/content/gallery.json.jpg" climbs out of its folder',
      `media/shows/${NAME}/My%20Photo%3F.jpg: (file): (name): the file name "My Photo?.jpg" is refused`,
    ];
    for (const reason of reasons) expect(run.output).toContain(reason);
    expect(publishRecord(commit)).toMatchObject({ state: "refused" });
    const recorded = publishRecord(commit)?.reasons.join("\n") ?? "";
    for (const reason of reasons) expect(recorded).toContain(reason);
    expect(recorded).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
    expect((await host.tool("status")).output).toContain(reasons[0]);
    expect(await liveRelease()).toBe(before);
    expect((await fetch(`${host.origin}/shows/${NAME}`, { redirect: "manual" })).status).toBe(200);
    console.log(
      `update: a picture bomb (${bomb.length} bytes), a path climbing out and a bad name refused in ` +
        `${(run.ms / 1000).toFixed(1)} s, ${before} kept serving:\n${reasons.join("\n")}`,
    );

    // Taken out again; the next test's commit builds on this.
    host.push("Content: update shows small-works-2025", (checkout) => {
      rmSync(path.join(media(checkout), "bomb.png"));
      rmSync(path.join(media(checkout), "My Photo?.jpg"));
      const show = showFile(checkout);
      writeFileSync(
        show,
        readFileSync(show, "utf8").replace(`${NAME}/bomb.png`, `${NAME}/second-picture.jpg`),
      );
      writeFileSync(
        ada(checkout),
        readFileSync(ada(checkout), "utf8").replace(
          "../../../app/content/gallery.json.jpg",
          "ada-quimby/phone-01.jpg",
        ),
      );
    });
  }, 300_000);

  it("keeps the live site on the previous commit when a commit breaks a content file, and says why", async () => {
    const before = await liveRelease();
    const commit = host.push("Content: update shows small-works-2025", (checkout) => {
      const file = showFile(checkout);
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

    // Whose change broke it, for everyone whose later Publish it holds back.
    expect(run.output).toContain(`(last changed by A member in ${commit.slice(0, 7)}`);
    expect(publishRecord(commit)).toMatchObject({ state: "refused" });
    expect(publishRecord(commit)?.reasons.join("\n")).toContain(reason);
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

  it("keeps a rollback until the branch moves past the commit rolled back from", async () => {
    const fixed = host.push("Content: update shows small-works-2025", (checkout) => {
      const file = showFile(checkout);
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("startDate: 2025-12-45", "startDate: 2025-12-05"),
      );
    });
    expect((await host.tool("update")).code).toBe(0);
    const fixedRelease = await liveRelease();

    const rollback = await host.tool("rollback");
    expect(rollback.code, rollback.output).toBe(0);
    const rolledBackTo = await liveRelease();
    expect(rolledBackTo).not.toBe(fixedRelease);
    // The next tick of the timer does not bring the commit back.
    const held = await host.tool("update");
    expect(held.code).toBe(0);
    expect(held.output).toContain("pinned to");
    expect(await liveRelease()).toBe(rolledBackTo);
    expect((await host.tool("status")).output).toContain(
      `the updater releases nothing until the branch moves past ${fixed.slice(0, 7)}`,
    );

    const next = host.push("Content: update shows small-works-2025", (checkout) => {
      const file = showFile(checkout);
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("Members' small", "The members' small"),
      );
    });
    const moved = await host.tool("update");
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain("the rollback no longer holds");
    expect(publishRecord(next)).toMatchObject({ state: "live" });
    expect((await host.tool("status")).output).not.toContain("pinned:");
  });

  it("leaves a commit that changes code to the operator, and says which files", async () => {
    const before = await liveRelease();
    const commit = host.push("Change the server and add a package", (checkout) => {
      const file = path.join(checkout, "package.json");
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { scripts: Record<string, string> };
      pkg.scripts.preinstall = "touch /tmp/front-owned";
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
      // A picture's path, but a link: it could show the server's secrets as an image.
      const media = path.join(checkout, "media", "shows", NAME);
      execFileSync("ln", ["-sf", "/etc/passwd", path.join(media, "third-picture.jpg")]);
    });
    const run = await host.tool("update");
    expect(run.code).toBe(1);
    const waiting = `waiting for the operator: this commit changes media/shows/${NAME}/third-picture.jpg, package.json`;
    expect(run.output).toContain(waiting);
    expect(await liveRelease()).toBe(before);
    expect(publishRecord(commit)).toMatchObject({
      state: "operator",
      reasons: [`media/shows/${NAME}/third-picture.jpg`, "package.json"],
    });
    expect((await host.tool("status")).output).toContain(waiting);
    // Said once: the next ticks wait quietly (the alert went out with the first).
    const again = await host.tool("update");
    expect(again.code).toBe(0);
    expect(await liveRelease()).toBe(before);
  });
});
