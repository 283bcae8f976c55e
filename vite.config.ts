import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is ours (app/server.ts): it exports React Router's build together
  // with the site's start-up, so that server/ needs nothing else of the app.
  environments: { ssr: { build: { rollupOptions: { input: "./app/server.ts" } } } },
  plugins: [reactRouter()],
});
