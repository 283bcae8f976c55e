// `npm run admin`: edit the site's content on your own machine, no account needed (docs/members.md,
// "On your own computer, with no account"). Starts the editor's local backend (decap-server, which
// reads and writes this repository's files) and the dev server, whose /admin/ then talks to it.
// Ctrl-C stops both.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const backendPort = process.env.EDITOR_BACKEND_PORT ?? "8081";
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const bundled = spawnSync(process.execPath, [path.join(root, "scripts", "build-editor.ts")], {
  cwd: root,
  stdio: "inherit",
});
if (bundled.status !== 0) process.exit(bundled.status ?? 1);

const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: backendPort, GIT_REPO_DIRECTORY: root },
  }),
  spawn("npm", ["run", "dev"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, EDITOR_LOCAL_BACKEND: `http://localhost:${backendPort}/api/v1` },
  }),
];
console.log("admin: when the dev server is up, open http://localhost:5173/admin");

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
