import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

const app = await createApp({ buildDir: path.join(root, "build") });
const server = app.listen(port, host, () => {
  const address = server.address();
  const shown =
    typeof address === "object" && address ? `${address.address}:${address.port}` : port;
  console.log(`The Front is serving on http://${shown}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
