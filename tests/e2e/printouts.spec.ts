// The gallery's printouts (issue 23) at both widths: the price list and the wall labels read on
// screen with no script at all, and print on Letter paper. Each is printed to PDF by Chromium,
// its text read back with poppler's pdftotext, its pages counted, and the labels' QR codes
// decoded with zbar's zbarimg from the printed page, rasterised by pdftoppm.
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { ONE_WIDTH } from "./widths.ts";

const { shows } = await loadContent();
const showNamed = (name: string) => {
  const show = shows.find((candidate) => candidate.name === name);
  if (!show?.works) throw new Error(`no show ${name} with works`);
  return { ...show, works: show.works };
};
/** The show on view at E2E_NOW: a sold and a reserved work among five. */
const current = showNamed("signal-and-relay");
/** Twelve works: two sheets of labels. */
const long = showNamed("tamarack");

/** Opens a printout, checking it ships no script and tells search engines to keep away. */
async function openPrintout(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  expect(scripts).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Prints the page as Chromium does, at the paper size its CSS asks for, and reads it back. */
async function printed(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const text = (page?: number) =>
    execFileSync(
      "pdftotext",
      ["-layout", ...(page ? ["-f", String(page), "-l", String(page)] : []), file, "-"],
      { encoding: "utf8" },
    );
  /** Page `n` as a PNG at `dpi`, as the gallery's printer would lay it down. */
  const picture = (n: number, dpi: number) => {
    const prefix = testInfo.outputPath(`${name}-${testInfo.project.name}-page-${n}`);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      String(dpi),
      "-f",
      String(n),
      "-l",
      String(n),
      "-singlefile",
      file,
      prefix,
    ]);
    return `${prefix}.png`;
  };
  return { info, pages, text, picture };
}

/** How many clearly red pixels a picture holds: the red dots, which text cannot show. */
async function redPixels(png: string): Promise<number> {
  const { data, info } = await sharp(readFileSync(png)).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 170 && g < 70 && b < 90) red += 1;
  }
  return red;
}

test("the price list: every work, its price, and Sold and Reserved in words, on one Letter page", async ({
  page,
}, testInfo) => {
  await openPrintout(page, `/shows/${current.name}/price-list`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Price list: ${current.displayName}`,
  );
  // A table where it fits, a card per work on a phone: the price in sight either way.
  if (testInfo.project.name === "phone") {
    await expect(page.getByRole("listitem")).toHaveCount(current.works.length);
    await expect(page.getByRole("listitem").nth(2)).toContainText(/\$5,600\s*Reserved/);
  } else {
    await expect(page.getByRole("row")).toHaveCount(current.works.length + 1);
  }
  await page.screenshot({
    path: testInfo.outputPath(`price-list-${testInfo.project.name}.png`),
    fullPage: true,
  });

  const pdf = await printed(page, testInfo, "price-list");
  expect(pdf.info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  expect(pdf.pages).toBe(1);
  const text = pdf.text();
  expect(text).toContain(`Price list: ${current.displayName}`);
  expect(text).toContain("As of July 15, 2025. Prices in US dollars.");
  // What is for the screen only stays off the paper.
  expect(text).not.toContain("Back to the show");
  expect(text).not.toContain("Skip to content");
  // A row per work, in the checklist's order; a long cell wraps onto the row's next lines.
  const rows = text.split(/\n(?=\d+\s)/).slice(1);
  expect(rows).toHaveLength(current.works.length);
  for (const [index, work] of current.works.entries()) {
    const row = rows[index] ?? "";
    expect(row.startsWith(`${index + 1} `)).toBe(true);
    const price = `$${(work.price as number).toLocaleString("en-US")}`;
    for (const field of [
      "Priya Castellanos",
      work.title,
      String(work.year),
      work.medium,
      work.dimensions,
      price,
    ]) {
      for (const word of field.split(" ")) expect(row, `${work.id}: ${field}`).toContain(word);
    }
    const marked = { available: null, sold: "Sold", reserved: "Reserved" }[work.availability];
    if (marked) expect(row).toContain(marked);
    else expect(row).not.toMatch(/Sold|Reserved/);
  }
  // And the red dots are there, in red, on paper.
  expect(await redPixels(pdf.picture(1, 100))).toBeGreaterThan(40);
});

test("the wall labels: eight to a Letter sheet, none split, every field printed", async ({
  page,
}, testInfo) => {
  await openPrintout(page, `/shows/${long.name}/labels`);
  await expect(page.getByRole("article")).toHaveCount(long.works.length);
  const pdf = await printed(page, testInfo, "labels-long");
  expect(pdf.info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  expect(pdf.pages).toBe(2);
  for (const [index, work] of long.works.entries()) {
    const sheet = pdf.text(index < 8 ? 1 : 2);
    // Each label whole on its page: its title, what it is, its price and its address.
    for (const field of [`${work.title}, ${work.year}`, work.medium, work.dimensions]) {
      expect(sheet, `${work.id}: ${field}`).toContain(field);
    }
    expect(sheet).toContain(`/shows/${long.name}/works/${work.id}`);
  }
});

test("a printed label's QR code opens its work's address", async ({ page, baseURL }, testInfo) => {
  await openPrintout(page, `/shows/${current.name}/labels`);
  await page.screenshot({
    path: testInfo.outputPath(`labels-${testInfo.project.name}.png`),
    fullPage: true,
  });
  const pdf = await printed(page, testInfo, "labels");
  expect(pdf.pages).toBe(1);
  const text = pdf.text();
  expect(text).toContain("Priya Castellanos");
  expect(text).toContain("Listening Post, 2025");
  expect(text).toContain("$6,800");
  expect(text).toMatch(/Sold/);
  expect(text).toMatch(/Reserved/);
  expect(text).not.toContain("Wall labels:");
  // The page as a 150 dpi print, read by a real decoder: one code per work, each its address.
  const png = pdf.picture(1, 150);
  const decoded = execFileSync(
    "zbarimg",
    ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", png],
    {
      encoding: "utf8",
    },
  )
    .trim()
    .split("\n")
    .sort();
  const addresses = current.works
    .map((work) => `${baseURL}/shows/${current.name}/works/${work.id}`)
    .sort();
  expect(decoded).toEqual(addresses);
  console.log(
    `labels: ${decoded.length} QR codes decoded from the printed sheet, each its work's address`,
  );
});

test("a show that does not exist has no printouts", ONE_WIDTH, async ({ page }) => {
  expect((await page.goto("/shows/no-such-show/price-list"))?.status()).toBe(404);
  expect((await page.goto("/shows/no-such-show/labels"))?.status()).toBe(404);
});
