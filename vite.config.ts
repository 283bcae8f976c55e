import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is ours (app/server.ts): it exports React Router's build together
  // with the site's start-up, so that server/ needs nothing else of the app.
  environments: { ssr: { build: { rollupOptions: { input: "./app/server.ts" } } } },
  plugins: [reactRouter()],
  // One stylesheet for every page (about 8 KB gzip, cached after the first page): on a slow phone
  // each extra stylesheet cost a request before the main picture could start, and the show page
  // had seven. Lighthouse's LCP, median of 3, one run (decision 020): the show page 1376 -> 978 ms,
  // Home 1140 -> 1053, /events 1074 -> 912, a work 1217 -> 997.
  build: { cssCodeSplit: false },
});
