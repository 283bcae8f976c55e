// The Content-Security-Policy of one response. Scripts run only from this origin or with the
// response's nonce; third parties are allowed only on the page that needs them.

export interface CspOptions {
  /** This response's nonce, for React Router's inline scripts. */
  nonce: string;
  /** The request's path: some pages embed a third party. */
  pathname: string;
  /** Other origins the site loads images and videos from (IMAGES_BASE_URL). */
  mediaOrigins?: string[];
  /** Other origins the browser posts to (API_BASE_URL). */
  apiOrigins?: string[];
  /** Ask the browser to fetch every subresource over HTTPS (set with HSTS). */
  upgradeInsecureRequests?: boolean;
}

/** SPEC.md §2 /instagram: the social feed is Instagram's embed script and its frames. */
const instagram = {
  script: ["https://www.instagram.com"],
  frame: ["https://www.instagram.com"],
  img: ["https://www.instagram.com", "https://*.cdninstagram.com"],
};

/** SPEC.md §2 show detail (and artists' videos): a YouTube video plays in a frame. */
const youtube = {
  frame: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
};

export function contentSecurityPolicy({
  nonce,
  pathname,
  mediaOrigins = [],
  apiOrigins = [],
  upgradeInsecureRequests = false,
}: CspOptions): string {
  const onInstagram = pathname === "/instagram" || pathname.startsWith("/instagram/");
  const withVideos = /^\/(?:shows|artists)\/[^/]/.test(pathname);
  const nonceSource = `'nonce-${nonce}'`;

  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonceSource, ...(onInstagram ? instagram.script : [])],
    "style-src": ["'self'", nonceSource],
    // Pictures are placed by per-image style attributes (object-position, scale) rendered on
    // the server; React never hydrates them back, so a blocked attribute would stay blocked.
    // Style attributes cannot run script, and img-src bounds what they could fetch.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...mediaOrigins, ...(onInstagram ? instagram.img : [])],
    "media-src": ["'self'", ...mediaOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...apiOrigins],
    "frame-src": [...(onInstagram ? instagram.frame : []), ...(withVideos ? youtube.frame : [])],
    "form-action": ["'self'", ...apiOrigins],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  const parts = Object.entries(directives).map(
    ([name, sources]) => `${name} ${sources.length > 0 ? unique(sources).join(" ") : "'none'"}`,
  );
  if (upgradeInsecureRequests) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The origin of a configured base address, or nothing when the site serves it itself. */
export function originOf(baseUrl: string): string[] {
  return baseUrl ? [new URL(baseUrl).origin] : [];
}
