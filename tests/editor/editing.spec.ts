// A member edits the site in the editor (docs/members.md): /admin/ with the local
// backend. A new show with two uploaded pictures, saved: the file is in app/content/shows/, its
// pictures in media/shows/{name}/, the content check passes, and after a rebuild the show is on
// /shows. A holiday added to the gallery's facts: the rest of the file is unchanged. All of it
// in a scratch copy of the repository (./scratch-repo.ts).
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { GALLERY_FILE } from "../../app/content/collections.ts";
import { parseContentFile } from "../../app/content/content-file.ts";
import { gallerySchema } from "../../app/content/gallery-schema.ts";
import { showSchema } from "../../app/content/schema.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import { makeScratchRepo, removeScratchRepo, repoRoot, startIn, stop } from "./scratch-repo.ts";

const SITE_PORT = 3951;
const BACKEND_PORT = 8093;
const site = `http://127.0.0.1:${SITE_PORT}`;

/** The first Friday of the month after `date` ("2025-11-30" -> "2025-12-05"): when shows open. */
function firstFridayAfter(date: string): string {
  const [year = 0, month = 0] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month, 1));
  first.setUTCDate(1 + ((5 - first.getUTCDay() + 7) % 7));
  return first.toISOString().slice(0, 10);
}

let dir = "";
let backend: ChildProcess | undefined;
let server: ChildProcess | undefined;

const startSite = (now: string) =>
  startIn(
    dir,
    process.execPath,
    ["server/index.ts"],
    {
      PORT: String(SITE_PORT),
      HOST: "127.0.0.1",
      GALLERY_NOW: now,
      DATABASE_PATH: path.join(dir, "data", "editor-test.sqlite"),
      EDITOR_LOCAL_BACKEND: `http://localhost:${BACKEND_PORT}/api/v1`,
    },
    `${site}/`,
  );

/** Signs in to the editor with the local backend (no password), then opens `hash` in it. */
async function openEditorAt(page: Page, hash: string) {
  await page.goto(`${site}/admin`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${site}/admin/${hash}`);
}

/** Publishes the open entry, and waits until the editor says it is saved. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 20_000 });
}

test.beforeAll(async () => {
  dir = makeScratchRepo();
  backend = await startIn(
    dir,
    path.join(repoRoot, "node_modules", ".bin", "decap-server"),
    [],
    { PORT: String(BACKEND_PORT), GIT_REPO_DIRECTORY: dir },
    `http://localhost:${BACKEND_PORT}/api/v1`,
  );
});

test.afterAll(async () => {
  await stop(server);
  await stop(backend);
  if (dir) removeScratchRepo(dir);
});

test("a member adds a show with two pictures, and after a rebuild it is on /shows", async ({
  page,
}) => {
  const { shows } = await loadContent();
  const newest = shows.at(-1);
  if (!newest) throw new Error("no shows");
  const number = Math.floor(newest.number) + 1;
  const startDate = firstFridayAfter(newest.endDate ?? newest.startDate);
  const endDate = `${startDate.slice(0, 8)}28`;
  const name = "editor-test-show";
  server = await startSite(`${startDate}T12:00`);

  await openEditorAt(page, "#/collections/shows/new");
  await page.getByLabel("Web address", { exact: true }).fill(name);
  await page.getByLabel("Number", { exact: true }).fill(String(number));
  await page.getByLabel("Title", { exact: true }).fill("Editor Test Show");
  await page.getByLabel("Opens", { exact: true }).fill(startDate);
  await page.getByLabel("Closes (optional)", { exact: true }).fill(endDate);

  const upload = async (chooser: number, file: string) => {
    await page.getByRole("button", { name: "Choose an image" }).nth(chooser).click();
    await page.locator("input[type=file]").setInputFiles(path.join(import.meta.dirname, file));
    await page.getByRole("button", { name: "Choose selected" }).click();
  };
  await upload(0, "first-picture.jpg");
  await page.getByLabel("Caption (optional)").first().fill("*Red Field*, oil on panel, 2025");
  await page.getByRole("button", { name: "Add pictures" }).click();
  await upload(0, "second-picture.jpg");

  await page.locator("[data-slate-editor]").first().click();
  await page.keyboard.type("Two fields of colour, made to test the editor.");

  await publish(page);

  // The file, named by its opening day and name, and its pictures in media/shows/{name}/.
  const showsDir = path.join(dir, "app", "content", "shows");
  const file = readdirSync(showsDir).find((each) => each.includes(name));
  expect(file).toBe(`${startDate}-${name}.md`);
  const text = readFileSync(path.join(showsDir, file ?? ""), "utf8");
  expect(text).toContain(`src: ${name}/first-picture.jpg`);
  expect(text).toContain(`src: ${name}/second-picture.jpg`);
  for (const picture of ["first-picture.jpg", "second-picture.jpg"]) {
    expect(existsSync(path.join(dir, "media", "shows", name, picture))).toBe(true);
  }

  // The content check passes with it (it throws, with its output, when it fails).
  execFileSync(process.execPath, ["scripts/content-check/run.ts"], { cwd: dir, stdio: "pipe" });

  // Rebuilt, the site shows it.
  await stop(server);
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "pipe" });
  server = await startSite(`${startDate}T12:00`);
  await page.goto(`${site}/shows?past=all`);
  await expect(page.getByRole("link", { name: /Editor Test Show/ })).toBeVisible();
  await page.goto(`${site}/shows/${name}`);
  await expect(page.getByText("Two fields of colour, made to test the editor.")).toBeVisible();
});

test("a member marks a work sold, prices another, and adds one; the content check takes it", async ({
  page,
}) => {
  await stop(server);
  server = await startSite("2025-11-10T12:00");
  const file = path.join(dir, "app", "content", "shows", "2025-11-granite-sheds.md");
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(name), animations: "disabled" });

  await openEditorAt(page, "#/collections/shows/entries/2025-11-granite-sheds");
  await page.getByText("Overhead Crane: 1200, available", { exact: true }).scrollIntoViewIfNeeded();
  await shot("works-list.png");

  // The fields of the work open in the list (collapsed items keep theirs, hidden).
  const field = (label: string) =>
    page.getByLabel(label, { exact: true }).filter({ visible: true });
  // Its chevron, in the innermost box holding its summary and buttons.
  const openWork = (summary: string) =>
    page
      .locator("div", { has: page.getByText(summary, { exact: true }) })
      .filter({ has: page.locator("button") })
      .last()
      .locator("button")
      .first()
      .click();

  // Sold: one field.
  await openWork("Overhead Crane: 1200, available");
  await field("Availability (the red dot)").click();
  await page.getByText("Sold (red dot)", { exact: true }).filter({ visible: true }).last().click();
  await shot("work-sold.png");
  await openWork("Overhead Crane: 1200, sold");

  // A new price, typed as a member types it.
  await openWork("Grout Pile: 900, available");
  await field("Price").fill("1000");
  await openWork("Grout Pile: 1000, available");

  // A new work, its picture uploaded among the show's pictures first.
  await page.getByRole("button", { name: "Add pictures" }).click();
  await page
    .getByRole("button", { name: "Choose an image" })
    .filter({ visible: true })
    .last()
    .click();
  await page
    .locator("input[type=file]")
    .setInputFiles(path.join(import.meta.dirname, "first-picture.jpg"));
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByRole("button", { name: "Add work" }).click();
  await field("Title").last().fill("Shed Window");
  await field("Web address").last().fill("shed-window");
  await field("Year").fill("2025");
  await field("Medium").fill("gelatin silver print");
  await field("Size").fill("11 x 14 in");
  await field("Price").fill("on request");
  await field("Or by (a visiting artist's name) (optional)").fill("Guest Printer");
  await page
    .getByRole("button", { name: "Choose an image" })
    .filter({ visible: true })
    .last()
    .click();
  await page.getByText("first-picture.jpg", { exact: true }).click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await shot("work-new.png");
  await publish(page);

  const text = readFileSync(file, "utf8");
  // What the editor writes: the dollars typed, as text (the schema reads them as dollars), and
  // the red dot as its word.
  expect(text).toContain(' price: "1000"\n');
  expect(text).toContain(" price: on request\n");
  execFileSync(process.execPath, ["scripts/content-check/run.ts"], { cwd: dir, stdio: "pipe" });
  const [entry] = parseContentFile("shows", file, text).entries ?? [];
  const works = showSchema.parse(entry).works ?? [];
  const byId = Object.fromEntries(works.map((work) => [work.id, work]));
  expect(byId["overhead-crane"]).toMatchObject({ availability: "sold", price: 1200 });
  expect(byId["grout-pile"]).toMatchObject({ availability: "available", price: 1000 });
  expect(byId["shed-window"]).toMatchObject({
    title: "Shed Window",
    artistName: "Guest Printer",
    year: 2025,
    price: "on request",
    availability: "available",
    image: "granite-sheds/first-picture.jpg",
  });
  expect(works).toHaveLength(8);
});

test("a member adds a holiday in Gallery facts, and every other fact stays as it was", async ({
  page,
}) => {
  await stop(server);
  server = await startSite("2026-11-23T12:00");
  const file = path.join(dir, GALLERY_FILE);
  const before = gallerySchema.parse(JSON.parse(readFileSync(file, "utf8")));

  await openEditorAt(page, "#/collections/gallery/entries/facts");
  await page.getByRole("button", { name: "Add closure" }).click();
  await page.locator("[id^='from-field']").last().fill("2027-01-01");
  await page.locator("[id^='to-field']").last().fill("2027-01-01");
  await page.getByLabel("Why", { exact: true }).last().fill("New Year's Day");
  await publish(page);

  const after = gallerySchema.parse(JSON.parse(readFileSync(file, "utf8")));
  expect(after).toEqual({
    ...before,
    closures: [
      ...before.closures,
      { from: "2027-01-01", to: "2027-01-01", reason: "New Year's Day" },
    ],
  });
  execFileSync(process.execPath, ["scripts/content-check/run.ts"], { cwd: dir, stdio: "pipe" });
});
