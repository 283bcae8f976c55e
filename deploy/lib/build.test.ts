import { getPriority, tmpdir } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_NICENESS, buildEnvironment, runBuildStep } from "./build.ts";

describe("what a release's build sees", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("keeps where programs are and clears the site's settings and secrets", () => {
    process.env.SIGNUP_SECRET = "a-secret";
    process.env.SMTP_URL = "smtps://gallery:password@mail.example.org";
    process.env.DATABASE_PATH = "/srv/front/data/front.sqlite";
    const env = { ...process.env, ...buildEnvironment() };
    expect(env.SIGNUP_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_PATH).toBeUndefined();
    expect(env.PATH).toBe(saved.PATH);
  });
});

describe("a build step", () => {
  it("runs below the live site's CPU priority, seeing none of its secrets", async () => {
    process.env.SIGNUP_SECRET = "a-secret";
    try {
      const output = await runBuildStep(
        process.execPath,
        ["-p", "[require('node:os').getPriority(), process.env.SIGNUP_SECRET ?? 'none'].join(' ')"],
        { cwd: tmpdir(), timeoutMs: 10_000 },
      );
      const expected = Math.min(19, getPriority() + BUILD_NICENESS);
      expect(output.trim()).toBe(`${expected} none`);
    } finally {
      delete process.env.SIGNUP_SECRET;
    }
  });
});
