// A server host on this machine, for the release and updater tests: the site's repository as a
// bare "origin" (a local stand-in for GitHub), the release tool's home, its settings file, and
// Debian's Caddy in front with the shipped Caddyfile. The site's processes are the tool's own
// (FRONT_SUPERVISOR=process); stop() ends them all.
import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseIdentity, stillRunning } from "../../deploy/lib/process-identity.ts";
import { E2E_NOW } from "../e2e/clock.ts";
import { launchCaddy } from "./caddy.ts";
import { freePort } from "./free-port.ts";
import { git, makeOrigin } from "./origin-repository.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface DeployHost {
  /** The proxy's address: what visitors reach. */
  origin: string;
  home: string;
  databasePath: string;
  /** The bare repository standing in for GitHub. */
  originRepository: string;
  /** Runs the installed tool (`node front.js ARGS`) as an operator (or the timer) would. */
  tool(...args: string[]): Promise<{ code: number | null; output: string; ms: number }>;
  /** Commits a change in a clone of origin and pushes it; returns the commit. */
  push(message: string, change: (checkout: string) => void): string;
  stop(): Promise<void>;
}

export interface DeployHostOptions {
  /** More of the site's settings, given the bare origin's path (e.g. CONTENT_REMOTE). */
  siteEnv?: (paths: { originRepository: string; folder: string }) => Record<string, string>;
}

export async function startDeployHost(
  name: string,
  options: DeployHostOptions = {},
): Promise<DeployHost> {
  const folder = mkdtempSync(path.join(tmpdir(), `front-${name}-`));
  const home = path.join(folder, "home");
  const originRepository = path.join(folder, "origin.git");
  const checkout = path.join(folder, "checkout");
  const databasePath = path.join(folder, "data", "front.sqlite");

  // Origin holds this checkout's HEAD, as GitHub holds the main branch.
  makeOrigin(root, originRepository);
  git(folder, "clone", "--quiet", "--branch", "main", originRepository, checkout);
  git(checkout, "config", "user.email", "member@example.org");
  git(checkout, "config", "user.name", "A member");

  const [httpPort, httpsPort, portA, portB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const envFile = path.join(folder, "front.env");
  writeFileSync(
    envFile,
    [
      "# The site's settings, as /etc/front/front.env holds them on a host.",
      `DATABASE_PATH=${databasePath}`,
      `GALLERY_NOW=${E2E_NOW}`,
      `SITE_URL=http://127.0.0.1:${httpPort}`,
      "TRUST_PROXY=127.0.0.1,::1",
      // The proxy checks readiness every second: a stopping process says no for 3 s first.
      "DRAIN_NOTICE_SECONDS=3",
      "SIGNUP_RATE_LIMIT=0",
      "WRITE_RATE_LIMIT=0",
      ...Object.entries(options.siteEnv?.({ originRepository, folder }) ?? {}).map(
        ([key, value]) => `${key}=${value}`,
      ),
      "",
    ].join("\n"),
  );

  // The shipped Caddyfile, as a host runs it, over plain HTTP on loopback (no certificate for
  // the tool and the tests to trust); both release ports checked and listed as in production.
  const caddy = await launchCaddy(folder, [portA, portB], {
    address: `http://127.0.0.1:${httpPort}`,
    tls: "none",
    httpPort,
    httpsPort,
  });
  await waitFor(async () => {
    if (caddy.exited()) throw new Error(`caddy exited:\n${caddy.ownLog()}`);
    return (await fetch(`${caddy.admin}/config/`).catch(() => null))?.ok ?? false;
  });

  const toolEnv = {
    ...process.env,
    FRONT_HOME: home,
    FRONT_ENV_FILE: envFile,
    FRONT_PORTS: `${portA},${portB}`,
    FRONT_SUPERVISOR: "process",
    // The first release takes its dependencies and drawn pictures from this built checkout.
    FRONT_CACHE_FROM: root,
  };
  // The tool as the operator installs it (docs/operating.md): the bundle the build made, copied
  // out of the site's folders, run from anywhere.
  const installedTool = path.join(folder, "tool", "front.js");
  mkdirSync(path.dirname(installedTool), { recursive: true });
  copyFileSync(path.join(root, "build", "tool", "front.js"), installedTool);
  function tool(...args: string[]) {
    const started = Date.now();
    return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
      const child = spawn(process.execPath, [installedTool, ...args], {
        cwd: folder,
        env: toolEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("close", (code) => resolve({ code, output, ms: Date.now() - started }));
    });
  }

  await tool("setup", originRepository).then((result) => {
    if (result.code !== 0) throw new Error(result.output);
  });

  return {
    origin: `http://127.0.0.1:${httpPort}`,
    home,
    databasePath,
    originRepository,
    tool,
    push(message, change) {
      change(checkout);
      git(checkout, "add", "-A");
      git(checkout, "commit", "--quiet", "-m", message);
      git(checkout, "push", "--quiet", "origin", "main");
      return git(checkout, "rev-parse", "HEAD");
    },
    async stop() {
      const state = path.join(home, "state");
      for (const file of existsSync(state) ? readdirSync(state) : []) {
        if (!file.endsWith(".pid")) continue;
        // "PID START_TIME" (deploy/lib/process-identity.ts): only the site's own process.
        const recorded = parseIdentity(readFileSync(path.join(state, file), "utf8"));
        if (recorded && stillRunning(recorded)) process.kill(recorded.pid, "SIGTERM");
      }
      await caddy.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitFor(ready: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
