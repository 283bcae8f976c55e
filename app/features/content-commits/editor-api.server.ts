// The editor's backend for members without a GitHub account (issue 24): Decap CMS's `proxy`
// backend posts `{ action, params }` as JSON to one address, and this answers it from the
// site's clone of the repository (content-repository.server.ts). Reads see content files only;
// every write is a commit made for the signed-in member, refused whole when any file in it fails
// the one write check (write-check.ts), and within bounds (issue 31): a body's size, a member's
// writes a minute, and a few at once (write-gate.ts). The branch a request names is ignored: the
// site's own is the only one.
import { z } from "zod";
import { isContentChange } from "../../domain/content-paths.ts";
import { decodeBody, readBounded } from "../../http/request-body.ts";
import type { CommitAuthor, FileChange } from "./content-change.ts";
import { ContentRefused } from "./content-change.ts";
import type { ContentRepository, RepositoryFile } from "./content-repository.server.ts";
import { GitFailed } from "./git.server.ts";
import { type Release, type WriteGate, createWriteGate } from "./write-gate.ts";

/**
 * The largest picture a write carries: the pipeline takes pictures of at most 40 megapixels, and
 * a 40-megapixel photograph saved as a camera's finest JPEG (about 3.5 bits a pixel) is about
 * 17.5 MB; a phone's 12-48 MP photos are 2-8 MB.
 */
export const MAX_PICTURE_BYTES = 18 * 1024 * 1024;
/**
 * A request's body: Decap sends a Publish's pictures with it, base64 in JSON (4 bytes for 3), so
 * the largest picture and its entry's text fit (24 MiB + 1 MiB); more pictures than that go in a
 * second Publish. Every body is read at most this far (django's DATA_UPLOAD_MAX_MEMORY_SIZE).
 */
export const MAX_EDITOR_REQUEST_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 1024 * 1024;
/** Bodies larger than this (or of no declared size) wait for a write's turn before they are read. */
const SMALL_BODY_BYTES = 64 * 1024;
const WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

const text = z.string().max(1_000);
const asset = z.object({ path: text, content: z.string(), encoding: z.literal("base64") });
const commitOptions = z.object({ commitMessage: text.optional() }).partial().optional();

const REQUESTS = z.discriminatedUnion("action", [
  z.object({ action: z.literal("info") }),
  z.object({
    action: z.literal("entriesByFolder"),
    params: z.object({ folder: text, extension: text, depth: z.number().int().min(1).max(10) }),
  }),
  z.object({
    action: z.literal("entriesByFiles"),
    params: z.object({ files: z.array(z.object({ path: text, label: text.optional() })).max(200) }),
  }),
  z.object({ action: z.literal("getEntry"), params: z.object({ path: text }) }),
  z.object({
    action: z.literal("persistEntry"),
    params: z.object({
      dataFiles: z
        .array(z.object({ path: text, raw: z.string(), newPath: text.optional() }))
        .min(1)
        .max(20),
      assets: z.array(asset).max(50),
      options: commitOptions,
    }),
  }),
  z.object({ action: z.literal("getMedia"), params: z.object({ mediaFolder: text }) }),
  z.object({ action: z.literal("getMediaFile"), params: z.object({ path: text }) }),
  z.object({
    action: z.literal("persistMedia"),
    params: z.object({ asset, options: commitOptions }),
  }),
  z.object({
    action: z.literal("deleteFile"),
    params: z.object({ path: text, options: commitOptions }),
  }),
  z.object({
    action: z.literal("deleteFiles"),
    params: z.object({ paths: z.array(text).min(1).max(50), options: commitOptions }),
  }),
  z.object({ action: z.literal("getDeployPreview") }),
]);

type EditorRequest = z.infer<typeof REQUESTS>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
const refused = (status: number, error: string) => json(status, { error });

const readable = (path: string) => isContentChange({ path, mode: "100644" });

const entryOf = (path: string, file: RepositoryFile | null) => ({
  data: file ? file.bytes.toString("utf8") : null,
  file: { path, id: file?.id ?? null },
});

const mediaOf = (file: RepositoryFile) => ({
  id: file.id,
  content: file.bytes.toString("base64"),
  encoding: "base64",
  path: file.path,
  name: file.path.split("/").at(-1) ?? file.path,
});

/** Told of each commit a request made: its id (null when nothing changed) and its paths. */
export type PublishedListener = (commit: string | null, paths: readonly string[]) => void;

const gates = new WeakMap<ContentRepository, WriteGate>();
/** The write gate of a repository: one a process, as the repository is. */
function gateOf(repository: ContentRepository): WriteGate {
  const gate = gates.get(repository) ?? createWriteGate();
  gates.set(repository, gate);
  return gate;
}

const TOO_LARGE = `Too large: a Publish carries at most ${Math.floor(MAX_PICTURE_BYTES / 1024 / 1024)} MB of pictures. Publish fewer or smaller pictures at once, and the rest in a second Publish.`;
const BUSY_RETRY_SECONDS = 5;
const busy = (who: "member" | "site", perMember: number) =>
  json(
    503,
    {
      error:
        who === "member"
          ? `${perMember} of your changes are still being saved. Try again in a few seconds.`
          : "The site is saving other members' changes just now. Try again in a few seconds.",
    },
    { "Retry-After": String(BUSY_RETRY_SECONDS) },
  );

/** Answers one request of the editor's, for `member`, within the bounds of its writes. */
export async function answerEditorRequest(
  request: Request,
  repository: ContentRepository,
  member: CommitAuthor,
  onPublished: PublishedListener = () => undefined,
  gate: WriteGate = gateOf(repository),
): Promise<Response> {
  // Refused before a byte is read when it says it is too large; else read at most so far.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_EDITOR_REQUEST_BYTES) return refused(413, TOO_LARGE);
  const large = request.body !== null && !(declared <= SMALL_BODY_BYTES);
  let release: Release | null = null;
  const takeTurn = async () => {
    const turn = await gate.turn(member.email);
    if (typeof turn === "function") release = turn;
    return typeof turn === "function" ? null : busy(turn.busy, gate.bounds.perMember);
  };
  try {
    // A large body is a write's pictures: it waits for a turn, so few are held at once.
    const waited = large ? await takeTurn() : null;
    if (waited) return waited;
    const bytes = await readBounded(request, MAX_EDITOR_REQUEST_BYTES);
    if (bytes === null) return refused(413, TOO_LARGE);
    const body = decodeBody("json", bytes);
    if (!body.ok) return refused(400, body.error);
    const parsed = REQUESTS.safeParse(body.fields);
    if (!parsed.success) {
      const action = String(body.fields["action"] ?? "").slice(0, 40);
      return refused(422, `Not a request this editor's backend answers (action "${action}").`);
    }
    if (WRITES.has(parsed.data.action)) {
      const wait = gate.count(member.email);
      if (wait !== null) {
        return json(
          429,
          {
            error: `That is ${gate.bounds.perMemberPerMinute} changes in a minute, as many as the site takes from one member. Try again in ${wait} seconds.`,
          },
          { "Retry-After": String(wait) },
        );
      }
      const turnRefused = release ? null : await takeTurn();
      if (turnRefused) return turnRefused;
    }
    return await answered(parsed.data, repository, member, onPublished);
  } finally {
    (release as Release | null)?.();
  }
}

async function answered(
  request: EditorRequest,
  repository: ContentRepository,
  member: CommitAuthor,
  onPublished: PublishedListener,
): Promise<Response> {
  try {
    return json(200, await answer(request, repository, member, onPublished));
  } catch (error) {
    // A path or a removal no content would make (403), or a file to fix (422), named with its
    // field: every write passed the one check (write-check.ts) in the repository's commit.
    if (error instanceof ContentRefused) {
      return refused(error.forbidden ? 403 : 422, error.message);
    }
    // The remote did not answer, or git could not do its part: the member is told in a
    // sentence (Decap shows `error`), the operator reads git's own words in the log.
    if (error instanceof GitFailed) {
      console.error(`Desk editor, ${request.action}: ${error.message}`);
      return refused(
        503,
        "The site could not reach the gallery's repository just now. Try again in a minute.",
      );
    }
    throw error;
  }
}

async function answer(
  request: EditorRequest,
  repository: ContentRepository,
  member: CommitAuthor,
  onPublished: PublishedListener,
) {
  const readFiles = async (paths: readonly string[]) =>
    repository.readFiles(paths.filter(readable));
  const publish = async (changes: FileChange[], message: string | undefined) => {
    const commit = await repository.commit({
      changes,
      author: member,
      message: message ?? "Content",
    });
    onPublished(
      commit,
      changes.map((change) => change.path),
    );
    return commit;
  };
  const write = (path: string, bytes: Uint8Array): FileChange => ({ kind: "write", path, bytes });
  const decoded = (content: string) => Buffer.from(content, "base64");

  switch (request.action) {
    case "info":
      return { repo: "the gallery's site", publish_modes: ["simple"], type: "front_site" };
    case "entriesByFolder": {
      const { folder, extension, depth } = request.params;
      const listed = await repository.listFiles(folder, extension, depth);
      const files = await readFiles(listed.map((file) => file.path));
      return files.flatMap((file) => (file ? [entryOf(file.path, file)] : []));
    }
    case "entriesByFiles":
      return Promise.all(
        request.params.files.map(async ({ path }) => {
          const [file = null] = await readFiles([path]);
          return entryOf(path, file);
        }),
      );
    case "getEntry": {
      const [file = null] = await readFiles([request.params.path]);
      return entryOf(request.params.path, file);
    }
    case "persistEntry": {
      const { dataFiles, assets, options } = request.params;
      const changes: FileChange[] = [];
      for (const file of dataFiles) {
        changes.push(write(file.newPath ?? file.path, new TextEncoder().encode(file.raw)));
        if (file.newPath && file.newPath !== file.path) {
          changes.push({ kind: "delete", path: file.path });
        }
      }
      for (const each of assets) changes.push(write(each.path, decoded(each.content)));
      const commit = await publish(changes, options?.commitMessage);
      return { message: "entry persisted", commit };
    }
    case "getMedia": {
      const listed = await repository.listFiles(request.params.mediaFolder, "", 1);
      const files = await readFiles(listed.map((file) => file.path));
      return files.flatMap((file) => (file ? [mediaOf(file)] : []));
    }
    case "getMediaFile": {
      const [file = null] = await readFiles([request.params.path]);
      if (!file) throw new ContentRefused(`${request.params.path}: no such picture.`);
      return mediaOf(file);
    }
    case "persistMedia": {
      const { asset: upload, options } = request.params;
      const bytes = decoded(upload.content);
      await publish([write(upload.path, bytes)], options?.commitMessage);
      const [file = null] = await readFiles([upload.path]);
      if (!file) throw new Error(`${upload.path} is not in the repository after its commit.`);
      return mediaOf(file);
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = request.action === "deleteFile" ? [request.params.path] : request.params.paths;
      await publish(
        paths.map((path) => ({ kind: "delete", path })),
        request.params.options?.commitMessage,
      );
      return { message: `deleted ${paths.join(", ")}` };
    }
    case "getDeployPreview":
      return null;
  }
}
