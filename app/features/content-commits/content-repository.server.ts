// The gallery's repository as the site keeps it (issue 24): a bare clone (CONTENT_REPOSITORY_PATH)
// of CONTENT_REMOTE's branch. Members' editors read content from it, and their Publishes become
// commits made with git's plumbing (no work tree: nothing on disk but git's own objects), the
// member as author and the site as committer, pushed without force. When the branch moved on
// meanwhile, the same files are written again on its new head and pushed again.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ContentChange, ContentRefused, checkedChange } from "./content-change.ts";
import { GitFailed, git, gitText } from "./git.server.ts";

export interface ContentRepositorySettings {
  /** The site's bare clone; made on first use. */
  repositoryPath: string;
  /** Where Publishes go: a URL or path git can push to with the site's deploy key or token. */
  remote: string;
  branch: string;
  /** A deploy key for an SSH remote: used for this repository's fetches and pushes only. */
  sshKey?: string | undefined;
  /** The committer: the site itself. */
  committer: { name: string; email: string };
  /** How long a fetch is trusted for reads (the editor asks many times while it opens). */
  readFreshnessMs?: number;
}

/** A file as the editor lists it: its path, its bytes, and git's id for them. */
export interface RepositoryFile {
  path: string;
  id: string;
  bytes: Buffer;
}

const PUSH_ATTEMPTS = 4;
const NETWORK_TIMEOUT_MS = 60_000;

export function createContentRepository(settings: ContentRepositorySettings) {
  const gitDir = settings.repositoryPath;
  const ref = `refs/heads/${settings.branch}`;
  let fetchedAt = -Infinity;
  // Only this key, and the host's key learnt once then held to, kept beside the clone (the
  // site's unit can write nowhere else): no prompt, no agent's other keys.
  const ssh = (key: string) =>
    [
      `ssh -i '${key.replace(/'/g, "")}'`,
      "-o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new",
      `-o UserKnownHostsFile='${path.join(gitDir, "known_hosts").replace(/'/g, "")}'`,
    ].join(" ");
  const network = {
    timeoutMs: NETWORK_TIMEOUT_MS,
    ...(settings.sshKey ? { env: { GIT_SSH_COMMAND: ssh(settings.sshKey) } } : {}),
  };

  // One Publish at a time from this process; git's ref locks and the push keep two processes apart.
  const publishTurns = inTurn();
  // The editor opens with a dozen reads at once. Two fetches (or a fetch and a Publish's
  // update-ref) into the one clone race for the branch's lock file and one fails, so those take
  // turns, and reads that find a fetch under way wait for it instead of starting their own.
  const refTurns = inTurn();
  let fetching: Promise<void> | null = null;

  async function ensureClone() {
    if (existsSync(path.join(gitDir, "HEAD"))) return;
    await git(".", ["init", "--quiet", "--bare", gitDir]);
  }

  function fetchBranch(): Promise<void> {
    fetching ??= refTurns(async () => {
      await ensureClone();
      await git(gitDir, ["fetch", "--quiet", settings.remote, `+${ref}:${ref}`], network);
      fetchedAt = Date.now();
    }).finally(() => (fetching = null));
    return fetching;
  }

  async function freshHead(): Promise<string> {
    if (Date.now() - fetchedAt > (settings.readFreshnessMs ?? 10_000)) await fetchBranch();
    return gitText(gitDir, ["rev-parse", "--verify", `${ref}^{commit}`]);
  }

  /** The files under `folder` (at most `depth` folders down) whose names end in `extension`. */
  async function listFiles(folder: string, extension: string, depth: number) {
    const head = await freshHead();
    const prefix = folder.replace(/^\/+|\/+$/g, "");
    const listing = await gitText(gitDir, ["ls-tree", "-r", "-z", head, "--", prefix]);
    const files: { path: string; id: string }[] = [];
    for (const line of listing.split("\0")) {
      // "mode type id\tpath"
      const [info = "", file = ""] = line.split("\t");
      const [mode, type, id = ""] = info.split(" ");
      if (type !== "blob" || mode !== "100644" || !file.endsWith(extension)) continue;
      const below = file.slice(prefix.length + 1).split("/").length;
      if (file.startsWith(`${prefix}/`) && below <= depth) files.push({ path: file, id });
    }
    return files;
  }

  /**
   * The files at the branch's head, null for one that is not there. One `git cat-file --batch`
   * for all of them: the editor opens with a dozen reads of a hundred files each, and two git
   * processes a file kept the site's own event loop busy spawning them, past the proxy's
   * two-second readiness check (CI's editor test met the proxy's 503).
   */
  async function readFiles(paths: readonly string[]): Promise<(RepositoryFile | null)[]> {
    const head = await freshHead();
    // A line a path: one with a line break in it could not be asked for, and is not content.
    const asked = paths.filter((file) => !/[\n\r]/.test(file));
    const out =
      asked.length === 0
        ? Buffer.alloc(0)
        : await git(gitDir, ["cat-file", "--batch"], {
            input: asked.map((file) => `${head}:${file}\n`).join(""),
          });
    const found = new Map<string, RepositoryFile>();
    let at = 0;
    for (const file of asked) {
      const lineEnd = out.indexOf(0x0a, at);
      // "{id} {type} {size}", then the bytes and a line break; or "{name} missing".
      const [id = "", type, size] = out.subarray(at, lineEnd).toString("utf8").split(" ");
      at = lineEnd + 1;
      if (size === undefined || !/^\d+$/.test(size)) continue;
      const bytes = Buffer.from(out.subarray(at, at + Number(size)));
      at += Number(size) + 1;
      if (type === "blob") found.set(file, { path: file, id, bytes });
    }
    return paths.map((file) => found.get(file) ?? null);
  }

  /** Writes the change as one commit on the branch's newest head, and pushes it. */
  async function commitOnce(change: ContentChange): Promise<string | null> {
    await fetchBranch();
    const parent = await gitText(gitDir, ["rev-parse", "--verify", `${ref}^{commit}`]);
    const indexDir = mkdtempSync(path.join(tmpdir(), "front-publish-"));
    const env = { GIT_INDEX_FILE: path.join(indexDir, "index") };
    try {
      await git(gitDir, ["read-tree", parent], { env });
      // One line a file: mode 0 takes it out; a bare clone has no work tree for --remove.
      const lines: string[] = [];
      for (const file of change.changes) {
        if (file.kind === "write") {
          const id = await gitText(gitDir, ["hash-object", "-w", "--stdin"], { input: file.bytes });
          lines.push(`100644 ${id}\t${file.path}`);
        } else {
          lines.push(`0 ${"0".repeat(40)}\t${file.path}`);
        }
      }
      await git(gitDir, ["update-index", "-z", "--index-info"], {
        env,
        input: lines.map((line) => `${line}\0`).join(""),
      });
      const tree = await gitText(gitDir, ["write-tree"], { env });
      if (tree === (await gitText(gitDir, ["rev-parse", `${parent}^{tree}`]))) return null;
      const commit = await gitText(gitDir, ["commit-tree", tree, "-p", parent, "-F", "-"], {
        input: `${change.message}\n`,
        env: {
          GIT_AUTHOR_NAME: change.author.name,
          GIT_AUTHOR_EMAIL: change.author.email,
          GIT_COMMITTER_NAME: settings.committer.name,
          GIT_COMMITTER_EMAIL: settings.committer.email,
        },
      });
      // Never forced: a branch that moved on refuses it, and the loop writes it again on top.
      await git(gitDir, ["push", "--quiet", settings.remote, `${commit}:${ref}`], network);
      // Pushed: the remote's branch is the truth now, so no old value to check against here (a
      // read's fetch may already have brought this commit in).
      await refTurns(() => git(gitDir, ["update-ref", ref, commit]));
      return commit;
    } finally {
      rmSync(indexDir, { recursive: true, force: true });
    }
  }

  /**
   * Commits a member's change, or throws ContentRefused for a path that is not content. Returns
   * the new commit, or null when the files were already as written.
   */
  async function commit(change: ContentChange): Promise<string | null> {
    const checked = checkedChange(change);
    const attempt = async () => {
      let lastError: unknown;
      for (let tries = 0; tries < PUSH_ATTEMPTS; tries += 1) {
        try {
          return await commitOnce(checked);
        } catch (error) {
          if (!(error instanceof GitFailed) || !isRaceLost(error)) throw error;
          lastError = error;
        }
      }
      throw lastError;
    };
    return publishTurns(attempt);
  }

  return { listFiles, readFiles, commit };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/** Runs the functions given to it one after another, each once the one before has settled. */
function inTurn() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(run, run);
    last = result.catch(() => undefined);
    return result;
  };
}

/** A push refused because the branch moved on since the fetch (someone else published first). */
function isRaceLost(error: GitFailed): boolean {
  return /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|failed to update ref/i.test(
    error.output,
  );
}

export { ContentRefused };
