// One cookie's value from a request's Cookie header: the editor's sign-in and the desk read theirs.

/** The value of the cookie `name`, or null when the header has none (or an empty one). */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}
