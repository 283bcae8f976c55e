// A release that drops nothing (issue 16, item 5): visitors keep loading pages and signing up
// through the proxy while a content change is built beside the live site and takes over, and
// while a rollback takes it back. The tool runs as on a host: `node deploy/front.ts ...`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeployHost, startDeployHost } from "../support/deploy-host.ts";
import { type LoadResult, startSteadyLoad } from "../support/steady-load.ts";

const SHOW_FILE = "app/content/shows/2025-07-signal-and-relay.md";
const SHOW_PAGE = "/shows/signal-and-relay";
// What visitors ask for (not /health/ready, which a stopping process answers 503 on purpose).
const PAGES = ["/", "/shows", "/events", SHOW_PAGE, "/artists", "/visit", "/shows.data"];

let host: DeployHost;
beforeAll(async () => {
  host = await startDeployHost("release");
  const first = await host.tool("release");
  expect(first.code, first.output).toBe(0);
  console.log(`release: first release built and live in ${(first.ms / 1000).toFixed(1)} s`);
}, 600_000);
afterAll(() => host?.stop());

async function showTitle(): Promise<string> {
  const html = await (await fetch(`${host.origin}${SHOW_PAGE}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
}

/** Each address answered 200 is stored once, with its one note: nothing lost, nothing twice. */
function storedOnce(load: LoadResult): void {
  const db = new DatabaseSync(host.databasePath, { readOnly: true });
  try {
    const counts = db
      .prepare(
        `SELECT s.email, count(m.id) AS notes FROM subscribers s
         LEFT JOIN messages m ON m.subscriber_id = s.id
         WHERE s.email LIKE ? GROUP BY s.id`,
      )
      .all(`${load.signedUp[0]?.split("-")[0]}-%`);
    expect(counts.map((row) => row.email).sort()).toEqual([...load.signedUp].sort());
    expect(counts.every((row) => row.notes === 1)).toBe(true);
  } finally {
    db.close();
  }
}

function report(name: string, load: LoadResult, toolMs: number) {
  console.log(
    `${name}: ${load.requests} requests in ${load.seconds.toFixed(1)} s through the proxy, ` +
      `${load.failures.length} failed, ${load.signedUp.length} sign-ups stored once each; ` +
      `the tool took ${(toolMs / 1000).toFixed(1)} s`,
  );
}

describe("a release under load", () => {
  it("serves the new content after the switch with no failed request", async () => {
    expect(await showTitle()).toBe("Signal and Relay");
    const commit = host.push("Content: update shows signal-and-relay", (checkout) => {
      const file = path.join(checkout, SHOW_FILE);
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(
          "displayName: Signal and Relay",
          "displayName: Signal and Relay, Extended",
        ),
      );
    });

    const load = startSteadyLoad({ origin: host.origin, pages: PAGES, tag: "release" });
    const released = await host.tool("release");
    const afterSwitch = await showTitle();
    await sleep(1_000);
    const result = await load.stop();

    expect(released.code, released.output).toBe(0);
    expect(released.output).toContain(commit.slice(0, 7));
    // The old process was asked to stop only once Caddy's own check had found the new one ready.
    const proxyFound = /the proxy found it ready (\d+) ms later/.exec(released.output);
    expect(proxyFound).not.toBeNull();
    console.log(`release: Caddy found the new release ready ${proxyFound?.[1]} ms after it was`);
    expect(afterSwitch).toBe("Signal and Relay, Extended");
    expect(result.failures).toEqual([]);
    expect(result.signedUp.length).toBeGreaterThan(10);
    storedOnce(result);
    report("release", result, released.ms);
  });

  it("rolls back to the previous release with one command, dropping nothing", async () => {
    const load = startSteadyLoad({ origin: host.origin, pages: PAGES, tag: "rollback" });
    await sleep(500);
    const rolledBack = await host.tool("rollback");
    await sleep(1_000);
    const result = await load.stop();

    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(await showTitle()).toBe("Signal and Relay");
    expect(result.failures).toEqual([]);
    storedOnce(result);
    report("rollback", result, rolledBack.ms);

    const status = await host.tool("status");
    expect(status.output).toMatch(/^live: \d{8}T\d{6}Z-[0-9a-f]{7} /m);
  });
});
