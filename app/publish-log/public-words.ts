// What of the updater's words may be shown to anyone (issue 31, item 4): /admin/status shows a
// refused or failed Publish's reasons, and the updater's errors can carry a program's stack and
// the server's paths. Only words pass: stack lines go, a path on the server becomes "a file on
// the server", and a line is cut short. The publish log is written through this (deploy's
// publish-log-file.ts) and the page reads through it again, so an older log is safe too. The
// operator reads the whole of it in the updater's journal.

/** The longest line shown; the content check's longest is about 200 characters. */
export const MAX_PUBLIC_LINE_CHARS = 400;
/** The most lines of one record shown. */
export const MAX_PUBLIC_LINES = 30;

/** A program's stack: "    at fn (/srv/x.ts:1:2)", "at node:internal/…", "    ^". */
const STACK_LINE = /^\s*(?:at\s|\^+\s*$|node:internal|Node\.js v\d)/;
/**
 * A path on the server: an absolute one under a system folder, or any ending in a program's or a
 * data file's extension (a page's address, "/shows/pieced", is neither), and file:// URLs.
 */
const SERVER_PATH =
  /(?:file:\/\/)?(?<![\w.])\/(?:(?:home|srv|var|tmp|opt|usr|etc|root|work|run|mnt|proc|nix|private|Users|app|data|front|build)(?:\/[^\s'"`()<>,;]*)?|[^\s'"`()<>,;]*\.(?:[cm]?[jt]sx?|json|node|so|sh|sqlite|log))(?::\d+)*|[A-Za-z]:\\[^\s'"`()<>,;]*/g;

/** One of the updater's lines as anyone may read it, or null when nothing of it is words. */
export function publicLine(text: string): string | null {
  const kept = text
    .split(/\r?\n/)
    .filter((line) => !STACK_LINE.test(line))
    .map((line) => line.replace(SERVER_PATH, "a file on the server").trim())
    .filter((line) => line !== "")
    .join(" ");
  if (kept === "") return null;
  return kept.length > MAX_PUBLIC_LINE_CHARS
    ? `${kept.slice(0, MAX_PUBLIC_LINE_CHARS - 1)}…`
    : kept;
}

/** A record's lines as anyone may read them. */
export function publicLines(lines: readonly string[]): string[] {
  return lines.flatMap((line) => publicLine(line) ?? []).slice(0, MAX_PUBLIC_LINES);
}
