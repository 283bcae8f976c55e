// The rules of releases, pure: their names, which port a new one takes, which old ones go.

/** "20261124T153000Z-1a2b3c4": when it was made (UTC) and from which commit; sorts by age. */
export function releaseName(madeAt: Date, commit: string): string {
  const stamp = madeAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${commit.slice(0, 7)}`;
}

export const RELEASE_NAME = /^\d{8}T\d{6}Z-[0-9a-f]{7}$/;

/** The port a new process takes: the one of the two that is not serving. */
export function nextPort(ports: readonly [number, number], live: number | null): number {
  return live === ports[0] ? ports[1] : ports[0];
}

/**
 * The releases to delete: all but the newest `keep`, never the live or the previous one (a
 * rollback needs it), never anything that is not a release's name.
 */
export function releasesToPrune(
  names: readonly string[],
  keepNames: readonly (string | null)[],
  keep: number,
): string[] {
  const protectedNames = new Set(keepNames.filter((name): name is string => name !== null));
  const candidates = names
    .filter((name) => RELEASE_NAME.test(name) && !protectedNames.has(name))
    .sort()
    .reverse();
  return candidates.slice(keep);
}
