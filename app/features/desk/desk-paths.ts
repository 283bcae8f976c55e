// The desk's addresses (issue 24). They are answered per request from the member's cookie,
// never from a rendered page copy or a shared cache.
export const DESK_PATHS = {
  desk: "/desk",
  signIn: "/desk/sign-in",
} as const;

/** For the HTTP server: GETs of these go straight to the router, with the request's cookies. */
export const DESK_UNRENDERED_PATHS: readonly string[] = Object.values(DESK_PATHS).flatMap(
  (path) => [path, `${path}.data`],
);

/** The query that picks another show at the desk (`/desk?show=after-dark`). */
export const DESK_SHOW_QUERY = "show";
/** The sign-in page's second step: the code form (`/desk/sign-in?step=code`). */
export const SIGN_IN_STEP_QUERY = "step";

/** The sign-in's posts as the HTTP server's rate limit matches them (the `.data` twin too). */
export const DESK_SIGN_IN_POST_PATH = `${DESK_PATHS.signIn}{.data}{/_.data}`;
