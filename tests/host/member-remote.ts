// The gallery's remote for the real host's test (real-host.test.ts): this checkout's HEAD as a
// bare repository served by `git daemon` on loopback, which the host's updater fetches from, and
// a member's clone of it whose commits are pushed there.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { freePort } from "../support/free-port.ts";
import { git, makeOrigin } from "../support/origin-repository.ts";

/** Whether something on this machine's loopback accepts a connection on `port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Serves `root`'s HEAD from `folder` as main; returns its git:// address, a member's clone, the
 * commit served, and a stop.
 */
export async function serveRepository(
  root: string,
  folder: string,
): Promise<{ repository: string; member: string; commit: string; stop: () => void }> {
  const bare = path.join(folder, "site.git");
  const commit = makeOrigin(root, bare);
  const gitPort = await freePort();
  const gitDaemon = spawn(
    "git",
    ["daemon", "--export-all", `--base-path=${folder}`, "--listen=127.0.0.1", `--port=${gitPort}`],
    { stdio: "ignore" },
  );
  const started = Date.now();
  while (!(await listening(gitPort))) {
    if (Date.now() - started > 10_000) throw new Error("git daemon did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const member = path.join(folder, "member");
  git(folder, "clone", "--quiet", "--branch", "main", bare, member);
  return {
    repository: `git://127.0.0.1:${gitPort}/site.git`,
    member,
    commit,
    stop: () => gitDaemon.kill(),
  };
}

/** A member's commit on the deployed branch, pushed where the server fetches from. */
export function commitAndPush(member: string, message: string, change: () => void): string {
  change();
  git(
    member,
    "-c",
    "user.name=A member",
    "-c",
    "user.email=member@example.com",
    "commit",
    "-qam",
    message,
  );
  git(member, "push", "--quiet", "origin", "HEAD");
  return git(member, "rev-parse", "HEAD");
}
