// One spelling per address (issue 31). React Router finds a route whatever the case, however many
// slashes repeat or trail, and with `.` segments or `;` parameters in it, while the limits in front
// of it match one spelling: `POST /api/front-email//` was a sign-up no limit counted. So every
// request is first sent to the one spelling of its path, and the limits, the page cache and the
// router only ever see that one. The route table (app/routes.ts) is written in it.
//
// The canonical spelling of a path:
//   - no empty segment: no repeated slash, no trailing slash ("/" alone is the home page);
//   - no "." segment ("..", which only climbs, is refused earlier: server/request-guard.ts);
//   - no ";parameters" on a segment;
//   - an unreserved character (RFC 3986 §2.3: letters, digits, "-", ".", "_", "~") written as
//     itself, never percent-encoded;
//   - a backslash percent-encoded, so that a redirect never reads as `//elsewhere`;
//   - lower case, but for the file names under FILE_FOLDERS, which are the build's hashed
//     names (`/assets/entry.client-BvRk9kiK.js`) and keep theirs.

/** Folders whose last segment is a built file's name, case and all. */
const FILE_FOLDERS = ["assets", "images", "admin"] as const;

const ENCODED_UNRESERVED = /%(?:3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2[de]|5f|7e)/gi;

/** The canonical spelling of `pathname` (the path alone, no query). */
export function canonicalPath(pathname: string): string {
  const segments = pathname
    .split("/")
    .map((segment) => decodeUnreserved(segment.split(";", 1)[0] ?? "").replaceAll("\\", "%5C"))
    .filter((segment) => segment !== "" && segment !== ".");
  const keepsCase = (index: number) =>
    index === segments.length - 1 &&
    index > 0 &&
    (FILE_FOLDERS as readonly string[]).includes(segments[0]?.toLowerCase() ?? "");
  return `/${segments.map((segment, index) => (keepsCase(index) ? segment : foldCase(segment))).join("/")}`;
}

/** Lower case, with percent-escapes' hex digits in upper case as RFC 3986 §6.2.2.1 has them. */
function foldCase(segment: string): string {
  return segment.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

function decodeUnreserved(segment: string): string {
  return segment.replace(ENCODED_UNRESERVED, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
}
