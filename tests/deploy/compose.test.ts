// deploy/compose.yaml against the files it pairs (tests/container/ runs the image itself): Caddy,
// reading the shipped Caddyfile with the compose file's settings, sends visitors to the port the
// site listens on, in the namespace they share, and the site keeps its data where the
// Dockerfile's volume is.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { parseConfig } from "../../app/runtime/config.server.ts";
import { CADDYFILE } from "../support/caddy.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

interface Service {
  environment: Record<string, string>;
  network_mode?: string;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}
const compose = parse(readFileSync(path.join(root, "deploy", "compose.yaml"), "utf8")) as {
  services: { site: Service; caddy: Service };
};
const { site, caddy } = compose.services;

it("sends Caddy's visitors to the site's port, on the loopback they share", () => {
  expect(caddy.network_mode).toBe("service:site");
  expect(caddy.depends_on?.site?.condition).toBe("service_healthy");
  expect(site.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));

  // The Caddyfile as Caddy reads it, with the compose file's settings and its two required
  // ones given values, as the shell would.
  const required: Record<string, string> = {
    SITE_ADDRESS: "thefrontvt.example",
    ACME_EMAIL: "info@thefrontvt.example",
  };
  const settings = Object.fromEntries(
    Object.entries(caddy.environment).map(([name, value]) => [
      name,
      value.startsWith("${") ? required[name] : value,
    ]),
  );
  const adapted = spawnSync("caddy", ["adapt", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH, HOME: tmpdir(), ...settings },
    encoding: "utf8",
  });
  expect(adapted.status, adapted.stderr).toBe(0);
  const upstreams = [...adapted.stdout.matchAll(/"dial":"([^"]+)"/g)].map((match) => match[1]);
  const listen = parseConfig(site.environment);
  expect(new Set(upstreams)).toEqual(new Set([`${listen.HOST}:${listen.PORT}`]));
  expect(listen.HOST).toBe("127.0.0.1");
  // Caddy's requests come from loopback: the site believes their X-Forwarded-For.
  expect(site.environment.TRUST_PROXY).toBe("127.0.0.1,::1");
});

it("keeps the mailing list and its backups in the Dockerfile's volume", () => {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  expect(dockerfile).toMatch(/^VOLUME \/data$/m);
  expect(site.volumes).toContain("site-data:/data");
  const config = parseConfig(site.environment);
  expect(config.DATABASE_PATH.startsWith("/data/")).toBe(true);
  expect(config.BACKUP_DIR?.startsWith("/data/")).toBe(true);
});
