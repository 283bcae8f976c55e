// Pages that ship no script at all, said by their route module's handle and read by the root:
// the printouts (bare documents for paper), and the members' desk, whose plain forms need none and
// whose session cookie is scoped to /desk, which a script's data request (/desk.data) would not
// carry: a page of the desk reached by the router's own navigation would find no member.

export const SCRIPT_FREE_HANDLE = { scriptFree: true } as const;

export function isScriptFree(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "scriptFree" in handle;
}
