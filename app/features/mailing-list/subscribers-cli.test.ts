import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createSubscriberStore } from "./store.server.ts";

const run = promisify(execFile);
let folder: string;
let databasePath: string;

function subscribers(...args: string[]) {
  return run(process.execPath, [path.join(import.meta.dirname, "subscribers-cli.ts"), ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath, SMTP_URL: "", GALLERY_INBOX: "" },
  });
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-cli-"));
  databasePath = path.join(folder, "front.sqlite");
  const db = openDatabase(databasePath);
  const store = createSubscriberStore(db);
  const at = new Date("2025-07-15T16:00:00Z");
  const base = { lastname: "", message: "", page: null };
  store.record(
    { ...base, email: "ada@example.com", firstname: "Ada", page: "/visit" },
    {
      at,
      notify: false,
    },
  );
  store.record(
    {
      ...base,
      email: "mallory@example.com",
      firstname: '=HYPERLINK("http://x")',
      message: 'Hi, "all"\nof you',
    },
    { at, notify: false },
  );
  db.close();
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run subscribers", () => {
  it("exports every subscriber as CSV with a header row, quoted and guarded", async () => {
    const { stdout } = await subscribers("export");
    expect(stdout).toBe(
      "email,first name,last name,joined,last signed up,first page,messages,latest message\r\n" +
        "ada@example.com,Ada,,2025-07-15T16:00:00.000Z,2025-07-15T16:00:00.000Z,/visit,0,\r\n" +
        'mallory@example.com,"\'=HYPERLINK(""http://x"")",,2025-07-15T16:00:00.000Z,2025-07-15T16:00:00.000Z,,1,"Hi, ""all""\nof you"\r\n',
    );
  });

  it("counts, removes an address whatever its case, and says when there is none", async () => {
    expect((await subscribers("count")).stdout).toBe("2\n");
    expect((await subscribers("remove", "ADA@example.com")).stderr).toMatch(/Removed/);
    expect((await subscribers("count")).stdout).toBe("1\n");
    await expect(subscribers("remove", "ada@example.com")).rejects.toMatchObject({ code: 1 });
  });

  it("explains its usage when the command is unknown", async () => {
    await expect(subscribers("drop")).rejects.toMatchObject({ code: 2 });
  });
});
