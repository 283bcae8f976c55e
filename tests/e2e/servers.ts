// The e2e suite runs one production server per frozen instant (tests/e2e/clock.ts). Each listens
// on a port the OS assigns (PORT=0) and prints its address; Playwright reads the port from that
// line (webServer.wait in playwright.config.ts) into E2E_PORT_{NAME}, which the workers inherit.
import { E2E_AFTER_ALL, E2E_BEFORE_ALL, E2E_NOW } from "./clock.ts";

// One name per run, set in the main process and inherited by the workers, for the databases.
process.env.E2E_RUN ??= String(process.pid);

export const e2eServers = {
  /** The default: every spec's baseURL. */
  now: E2E_NOW,
  beforeAll: E2E_BEFORE_ALL,
  afterAll: E2E_AFTER_ALL,
} as const;

export type E2eServer = keyof typeof e2eServers;

/** The environment variable that holds the server's port once it has started. */
export function portVariable(server: E2eServer): string {
  return `E2E_PORT_${server.toUpperCase()}`;
}

/** Matches the server's start-up line, capturing its port into portVariable(server). */
export function startedLine(server: E2eServer): RegExp {
  return new RegExp(`serving on http://127\\.0\\.0\\.1:(?<${portVariable(server)}>\\d+)`);
}

/** The mailing-list and web-vitals database of the server frozen at that instant. */
export function databasePath(server: E2eServer): string {
  return `test-results/e2e-${process.env.E2E_RUN}-${server}.sqlite`;
}

/**
 * The address of the server frozen at that instant; `test.use({ baseURL })` switches to it. In
 * the main process, before the servers start, the port is not known yet ("0").
 */
export function serverURL(server: E2eServer): string {
  return `http://127.0.0.1:${process.env[portVariable(server)] ?? "0"}`;
}
