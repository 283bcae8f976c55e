// Decap CMS against Sveltia CMS on a 375-px phone (issue 24, item 3; docs/decisions/022): the same
// task in each, "add an event with a picture and publish", with the one editor configuration
// and the in-memory `test-repo` backend both support (Decap's proxy backend, which publishing
// without GitHub uses, Sveltia does not read). Prints taps, seconds, bytes loaded and console
// errors for each. Sveltia is not a dependency: install it anywhere and name its dist folder,
//   npm install --prefix /tmp/sveltia @sveltia/cms@0.221.1
//   SVELTIA_DIST=/tmp/sveltia/node_modules/@sveltia/cms/dist node scripts/bench-editors.ts
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Page, chromium } from "@playwright/test";
import { parseDocument } from "yaml";
import { PHONE_STYLE } from "../app/features/editor/phone-style.ts";
import { QUIET_CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sveltiaDist = process.env["SVELTIA_DIST"];
if (!sveltiaDist) throw new Error("Set SVELTIA_DIST to @sveltia/cms's dist folder.");
const picture = path.join(root, "tests", "editor", "first-picture.jpg");
const EVENT = { title: "Phone Test Evening", date: "2026-12-04T18:00", body: "From a phone." };

/** The one configuration, on the in-memory backend. Sveltia refuses a relative site_url. */
async function configFor(editor: "decap" | "sveltia"): Promise<string> {
  const document = parseDocument(await readFile(path.join(root, "editor", "config.yml"), "utf8"));
  document.set("backend", { name: "test-repo" });
  if (editor === "sveltia") document.delete("site_url");
  return document.toString();
}

// Decap with the site's phone rules, as /admin/ and /desk/editor serve it.
const pageFor = (script: string, module: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="cms-config-url" type="text/yaml" href="./config.yml"><title>Editor</title>
${module ? PHONE_STYLE : ""}</head>
<body><script ${module ? 'type="module" ' : ""}src="${script}"></script></body></html>`;

const TYPES: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm" };

/** Serves each editor as /admin/ serves Decap: its page, its config, its files, uncompressed. */
function serve(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const send = (body: string | Buffer, type: string) => {
      response.writeHead(200, { "Content-Type": type });
      response.end(body);
    };
    const file = (folder: string, name: string) =>
      readFile(path.join(folder, path.basename(name))).then(
        (body) => send(body, TYPES[path.extname(name)] ?? "application/octet-stream"),
        () => response.writeHead(404).end(),
      );
    if (pathname === "/favicon.ico") return void response.writeHead(204).end();
    if (pathname === "/decap/") return send(pageFor("/admin/editor.js", true), "text/html");
    if (pathname === "/sveltia/")
      return send(pageFor("/sveltia/sveltia-cms.js", false), "text/html");
    if (pathname === "/decap/config.yml")
      return void configFor("decap").then((c) => send(c, "text/yaml"));
    if (pathname === "/sveltia/config.yml")
      return void configFor("sveltia").then((c) => send(c, "text/yaml"));
    if (pathname.startsWith("/admin/"))
      return void file(path.join(root, "editor", "build"), pathname);
    if (pathname.startsWith("/sveltia/chunks/"))
      return void file(path.join(sveltiaDist ?? "", "chunks"), pathname);
    if (pathname.startsWith("/sveltia/")) return void file(sveltiaDist ?? "", pathname);
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Figures {
  taps: number;
  seconds: number;
  bytes: number;
  errors: string[];
  offOrigin: string[];
}

/** Each editor's steps of the task; `tap` counts a tap or a field typed into. */
const TASKS: Record<
  "decap" | "sveltia",
  (page: Page, tap: <T>(step: Promise<T>) => Promise<T>, base: string) => Promise<void>
> = {
  async decap(page, tap, base) {
    await tap(page.getByRole("button", { name: "Login" }).click());
    await page.goto(`${base}#/collections/events/new`);
    await tap(page.getByLabel("Title", { exact: true }).fill(EVENT.title));
    await tap(page.locator("input[type=datetime-local]").fill(EVENT.date));
    await tap(page.locator("[data-slate-editor]").first().click());
    await page.keyboard.type(EVENT.body);
    await tap(page.getByRole("button", { name: "Choose an image" }).click());
    await tap(page.locator("input[type=file]").setInputFiles(picture)); // Upload
    await tap(page.getByRole("button", { name: "Choose selected" }).click());
    // Decap asks for the optional Link's fields once the form shows them.
    await tap(page.getByLabel("Text", { exact: true }).fill("The current show"));
    await tap(page.getByLabel("Address", { exact: true }).fill("/shows"));
    await tap(page.getByRole("button", { name: "Publish" }).click());
    await tap(page.getByText("Publish now").click());
    await page.getByRole("button", { name: "Published" }).waitFor({ timeout: 30_000 });
  },
  async sveltia(page, tap, base) {
    await tap(page.getByRole("button", { name: "Work with Test Repository" }).click());
    await page.goto(`${base}#/collections/events/new`);
    await tap(page.locator("input[type=text]").first().fill(EVENT.title));
    await tap(page.locator("input[type=datetime-local]").first().fill(EVENT.date));
    await tap(page.locator("[contenteditable=true]").first().click());
    await page.keyboard.type(EVENT.body);
    await tap(page.locator("input[type=file]").first().setInputFiles(picture)); // Browse / Upload
    await tap(page.getByRole("button", { name: "Save" }).click());
    // Saved, it leaves the new-entry address for the entry's own.
    await page.waitForURL((url) => !url.hash.endsWith("/new"), { timeout: 30_000 });
  },
};

async function measure(editor: "decap" | "sveltia", origin: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: QUIET_CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const figures: Figures = { taps: 0, seconds: 0, bytes: 0, errors: [], offOrigin: [] };
  page.on("console", (message) => {
    if (message.type() === "error") figures.errors.push(message.text().slice(0, 160));
  });
  page.on("requestfailed", (request) => figures.offOrigin.push(new URL(request.url()).host));
  page.on("response", (response) => {
    void response.body().then(
      (body) => (figures.bytes += body.byteLength),
      () => undefined,
    );
  });
  const tap = async <T>(step: Promise<T>) => {
    figures.taps += 1;
    return step;
  };
  const started = performance.now();
  const base = `${origin}/${editor}/`;
  await page.goto(base);
  await TASKS[editor](page, tap, base);
  figures.seconds = (performance.now() - started) / 1000;
  // Published for real: the collection lists it (not counted in the figures).
  await page.goto(`${base}#/collections/events`);
  await page.getByText(EVENT.title).first().waitFor({ timeout: 15_000 });
  await page.screenshot({ path: path.join(root, "test-results", `bench-${editor}-375.png`) });
  await browser.close();
  return figures;
}

const server = await serve();
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  for (const editor of ["decap", "sveltia"] as const) {
    const figures = await measure(editor, origin);
    console.log(
      `${editor}: ${figures.taps} taps, ${figures.seconds.toFixed(1)} s, ` +
        `${(figures.bytes / 1024).toFixed(0)} KiB loaded, ${figures.errors.length} console errors` +
        (figures.offOrigin.length
          ? `; asked other hosts: ${[...new Set(figures.offOrigin)].join(", ")}`
          : ""),
    );
    for (const error of new Set(figures.errors)) console.log(`  ${error}`);
  }
} finally {
  server.close();
}
