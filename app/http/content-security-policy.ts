// The Content-Security-Policy of one response. Scripts run only from this origin or with the
// response's nonce; third parties are allowed only on the page that needs them.
import { type Embed, embedsOfPath } from "../domain/site-pages.ts";

export interface CspOptions {
  /** This response's nonce, for React Router's inline scripts. */
  nonce: string;
  /** The request's path: some pages embed a third party. */
  pathname: string;
  /** Other origins the site loads images and videos from (IMAGES_BASE_URL). */
  mediaOrigins?: string[];
  /** Other origins the browser posts to (API_BASE_URL). */
  apiOrigins?: string[];
  /** The content editor's local backend (EDITOR_LOCAL_BACKEND), which only /admin talks to. */
  editorOrigins?: string[];
}

/** What each third party a page embeds needs let in (domain/site-pages.ts says which page). */
const EMBED_SOURCES: Record<Embed, { script?: string[]; frame?: string[]; img?: string[] }> = {
  // Product §2.12: the social feed is Instagram's embed script and its frames.
  instagram: {
    script: ["https://www.instagram.com"],
    frame: ["https://www.instagram.com"],
    img: ["https://www.instagram.com", "https://*.cdninstagram.com"],
  },
  // Product §2.14: a YouTube video plays in a frame.
  youtube: { frame: ["https://www.youtube-nocookie.com", "https://www.youtube.com"] },
  // The content editor has a policy of its own (editorDirectives).
  editor: {},
};

/** Every third-party origin a page may embed from (some with a `*`), for tools that block them. */
export const EMBEDDED_ORIGINS: readonly string[] = [
  ...new Set(
    Object.values(EMBED_SOURCES).flatMap(({ script = [], frame = [], img = [] }) => [
      ...script,
      ...frame,
      ...img,
    ]),
  ),
];

/**
 * The content editor's page (/admin, docs/decisions/012-content-files-and-editor.md): Decap CMS from this
 * origin only, talking to GitHub's API (or the local backend) and showing the pictures it
 * uploads as blob: addresses. Two allowances here, and only here: its styles are inserted at run
 * time without a nonce ('unsafe-inline' styles), and it checks its configuration with ajv, which
 * compiles validators with new Function ('unsafe-eval'). Scripts still come from this origin
 * only: no inline script runs.
 */
function editorDirectives(editorOrigins: readonly string[]): CspDirectives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "blob:", "https://api.github.com", ...editorOrigins],
    "frame-src": ["'none'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
}

export type CspDirectives = Record<string, string[]>;

/**
 * Each directive's sources, never empty ('none' stands for no source). The HTTP server hands
 * them to helmet, which writes the header.
 */
export function cspDirectives({
  nonce,
  pathname,
  mediaOrigins = [],
  apiOrigins = [],
  editorOrigins = [],
}: CspOptions): CspDirectives {
  if (embedsOfPath(pathname).includes("editor")) return editorDirectives(editorOrigins);
  const embeds = embedsOfPath(pathname).map((embed) => EMBED_SOURCES[embed]);
  const embedded = (kind: "script" | "frame" | "img") =>
    embeds.flatMap((embed) => embed[kind] ?? []);
  const nonceSource = `'nonce-${nonce}'`;

  const directives: CspDirectives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonceSource, ...embedded("script")],
    "style-src": ["'self'", nonceSource],
    // Pictures are placed by per-image style attributes (object-position, scale) rendered on
    // the server; React never hydrates them back, so a blocked attribute would stay blocked.
    // Style attributes cannot run script, and img-src bounds what they could fetch.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...mediaOrigins, ...embedded("img")],
    "media-src": ["'self'", ...mediaOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...apiOrigins],
    "frame-src": embedded("frame"),
    "form-action": ["'self'", ...apiOrigins],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.fromEntries(
    Object.entries(directives).map(([name, sources]) => [
      name,
      sources.length > 0 ? unique(sources) : ["'none'"],
    ]),
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The origin of a configured base address, or nothing when the site serves it itself. */
export function originOf(baseUrl: string): string[] {
  return baseUrl ? [new URL(baseUrl).origin] : [];
}
