// The e2e suite runs one production server per frozen instant (tests/e2e/clock.ts). The main
// process picks the first port; the workers inherit it through the environment.
import { E2E_AFTER_ALL, E2E_BEFORE_ALL, E2E_NOW } from "./clock.ts";

process.env.E2E_PORT ??= String(40000 + (process.pid % 20000));
const firstPort = Number(process.env.E2E_PORT);

export const e2eServers = {
  /** The default: every spec's baseURL. */
  now: { now: E2E_NOW, port: firstPort },
  beforeAll: { now: E2E_BEFORE_ALL, port: firstPort + 1 },
  afterAll: { now: E2E_AFTER_ALL, port: firstPort + 2 },
} as const;

export type E2eServer = keyof typeof e2eServers;

/** The address of the server frozen at that instant; `test.use({ baseURL })` switches to it. */
export function serverURL(server: E2eServer): string {
  return `http://127.0.0.1:${e2eServers[server].port}`;
}
