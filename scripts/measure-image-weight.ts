// Measures the bytes of images a visitor's browser transfers on a few pages, at a phone and a
// desktop width, after scrolling to the bottom (so lazy images load too). Run it against a
// running server:
//
//   GALLERY_NOW=2025-07-15T12:00 PORT=3000 npm start &
//   node scripts/measure-image-weight.ts [http://localhost:3000] [/ /shows /artists/maren-holt]
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...pathArguments] = process.argv.slice(2);
const paths = pathArguments.length > 0 ? pathArguments : ["/", "/shows", "/artists/maren-holt"];
const widths = [375, 1280];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});

console.log("page".padEnd(24), ...widths.map((width) => `${width}px`.padStart(22)));
for (const path of paths) {
  const cells: string[] = [];
  for (const width of widths) {
    // A fresh context per measurement: nothing comes from the cache.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image") return;
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
    });
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForLoadState("networkidle");
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    cells.push(`${(bytes / 1024).toFixed(0)} KiB in ${sizes.length} images`.padStart(22));
    await context.close();
  }
  console.log(path.padEnd(24), ...cells);
}
await browser.close();
