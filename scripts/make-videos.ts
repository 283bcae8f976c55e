// Makes the short video clips the built-in content plays (type "File"), once: they are committed
// in media/ and copied into public/images by `npm run images`. Run again only to change them:
//
//   node scripts/make-videos.ts
//
// Each clip is a canvas animation recorded to MP4 (H.264) by Chromium's MediaRecorder, so no
// video tool needs installing. Recording runs in real time, so the bytes differ from run to run;
// that is why the clips are committed rather than made by every build.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Clip {
  scene: "neon" | "wheel" | "loom";
  /** Where the content references it, under media/. */
  targets: string[];
}

const clips: Clip[] = [
  {
    scene: "neon",
    targets: ["shows/signal-and-relay/signal.mp4", "artists/priya-castellanos/signal.mp4"],
  },
  {
    scene: "wheel",
    targets: ["shows/the-weight-of-water/throwing.mp4", "artists/desmond-achebe-ruiz/throwing.mp4"],
  },
  { scene: "loom", targets: ["shows/mending-map/loom.mp4", "artists/lucia-ferreira/loom.mp4"] },
];

const seconds = 4;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage();
await page.setContent("<canvas width=640 height=360></canvas>");

for (const clip of clips) {
  const base64 = await page.evaluate(
    async ({ scene, seconds }) => {
      const canvas = document.querySelector("canvas");
      const context = canvas?.getContext("2d");
      if (!canvas || !context) throw new Error("no canvas");
      const { width, height } = canvas;

      const draw = (t: number) => {
        if (scene === "neon") {
          context.fillStyle = "#0c0d12";
          context.fillRect(0, 0, width, height);
          context.strokeStyle = "#5a5d62";
          context.lineWidth = 4;
          for (let level = 0; level < 6; level += 1) {
            const y = 40 + level * 50;
            const half = 20 + level * 16;
            context.beginPath();
            context.moveTo(320 - half, y);
            context.lineTo(320 + half + 16, y + 50);
            context.moveTo(320 + half, y);
            context.lineTo(320 - half - 16, y + 50);
            context.stroke();
          }
          // The tubes warm up one by one, flicker, then hold.
          ["#ff3d6e", "#39c6ff", "#ffb238"].forEach((colour, index) => {
            const on = t > 0.6 + index * 0.7 && !(t > 1 + index * 0.7 && t < 1.15 + index * 0.7);
            if (!on) return;
            context.shadowColor = colour;
            context.shadowBlur = 24;
            context.strokeStyle = colour;
            context.lineWidth = 6;
            context.beginPath();
            const y = 110 + index * 70;
            for (let x = 200; x <= 440; x += 4) {
              const wave = Math.sin((x / 240) * Math.PI * 4 + index) * 14;
              if (x === 200) context.moveTo(x, y + wave);
              else context.lineTo(x, y + wave);
            }
            context.stroke();
            context.shadowBlur = 0;
          });
        } else if (scene === "wheel") {
          context.fillStyle = "#d6d3cc";
          context.fillRect(0, 0, width, height);
          context.fillStyle = "#77746f";
          context.fillRect(0, 290, width, 70);
          context.fillStyle = "#5b5a56";
          context.beginPath();
          context.ellipse(320, 290, 170, 24, 0, 0, Math.PI * 2);
          context.fill();
          // The pot rises as it is thrown; its throwing rings turn.
          const rise = Math.min(1, t / (seconds * 0.8));
          const potHeight = 60 + rise * 140;
          const belly = 90 - rise * 20;
          context.fillStyle = "#8c5a35";
          context.beginPath();
          context.moveTo(320 - 70, 290);
          context.bezierCurveTo(
            320 - belly - 20,
            290 - potHeight * 0.4,
            320 - 40,
            290 - potHeight,
            320 - 45,
            290 - potHeight,
          );
          context.lineTo(320 + 45, 290 - potHeight);
          context.bezierCurveTo(
            320 + 40,
            290 - potHeight,
            320 + belly + 20,
            290 - potHeight * 0.4,
            320 + 70,
            290,
          );
          context.fill();
          context.strokeStyle = "rgba(60, 35, 20, 0.5)";
          context.lineWidth = 2;
          for (let ring = 1; ring < 8; ring += 1) {
            const y = 290 - ((ring + ((t * 3) % 1)) / 8) * potHeight;
            context.beginPath();
            context.moveTo(320 - 60, y);
            context.lineTo(320 + 60, y);
            context.stroke();
          }
        } else {
          context.fillStyle = "#e9e1cf";
          context.fillRect(0, 0, width, height);
          context.strokeStyle = "rgba(0, 0, 0, 0.25)";
          context.lineWidth = 1;
          for (let x = 40; x < width - 40; x += 6) {
            context.beginPath();
            context.moveTo(x, 0);
            context.lineTo(x, height);
            context.stroke();
          }
          // The cloth grows a pick at a time; the shuttle crosses back and forth.
          const colours = ["#1f3a5f", "#2f5d8a", "#c99a2e", "#6b4226", "#e2c275"];
          const rows = Math.floor(t * 16);
          for (let row = 0; row < rows; row += 1) {
            context.fillStyle = colours[Math.floor(row / 6) % colours.length] ?? "#000";
            context.fillRect(40, height - 20 - row * 5, width - 80, 5);
          }
          const phase = (t * 2) % 2;
          const shuttleX = 40 + (phase < 1 ? phase : 2 - phase) * (width - 140);
          context.fillStyle = "#6b4226";
          context.fillRect(shuttleX, height - 34 - rows * 5, 60, 12);
        }
      };

      const stream = canvas.captureStream(30);
      const recorder = new MediaRecorder(stream, {
        mimeType: "video/mp4;codecs=avc1",
        videoBitsPerSecond: 350_000,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      recorder.start();
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(t);
          if (t < seconds) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { scene: clip.scene, seconds },
  );
  const bytes = Buffer.from(base64, "base64");
  for (const target of clip.targets) {
    const file = path.join(root, "media", target);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  console.log(`${clip.scene}: ${bytes.length} bytes -> ${clip.targets.join(", ")}`);
}
await browser.close();
