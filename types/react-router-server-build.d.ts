// The server build React Router's Vite plugin makes, as app/server.ts imports it.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
