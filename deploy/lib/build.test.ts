import { afterEach, describe, expect, it } from "vitest";
import { buildEnvironment } from "./build.ts";

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
