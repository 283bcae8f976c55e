// The desk's two cookies, both HttpOnly, SameSite=Lax, limited to /desk (public pages never
// carry them, so the shared cache keeps serving those to a signed-in member) and Secure on an
// HTTPS site. Lax, not Strict: a member who opens /desk from a link in a chat or mail app
// arrives signed in; a cross-site post still carries no cookie, and is refused by its Origin
// anyway (requireMember, the sign-in action).
export const SESSION_COOKIE = "front_desk";
/** Binds a mailed code to the browser that asked for it. */
export const CLIENT_COOKIE = "front_desk_client";
export const DESK_COOKIE_PATH = "/desk";

export function setCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const parts = [
    `${name}=${value}`,
    `Path=${DESK_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
