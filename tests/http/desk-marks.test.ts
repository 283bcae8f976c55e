// A mark made at the members' desk over real HTTP (issue 24): shown on the public pages at once,
// kept exactly once through a restart, and refused in words when it names nothing.
import { describe, expect, it } from "vitest";
import { members } from "../support/desk-browser.ts";
import { MEMBER, database, signedIn, site, startDeskSite, useDeskSite } from "./desk-site.ts";

useDeskSite();

describe("marking a work at the desk", () => {
  const mark = { intent: "mark", show: "signal-and-relay", work: "static", seen: "available" };

  it("shows it on the public pages at once and keeps it exactly once, through a restart", async () => {
    const { at } = await signedIn();
    const desk = await (await at.get("/desk")).text();
    expect(desk).toContain("Sold: Static");
    // The public page, rendered and kept by the site before the mark.
    const before = await fetch(`${site.server.origin}/shows/signal-and-relay/works/static`);
    expect(before.headers.get("cache-control")).toMatch(/s-maxage=(60|[1-5]?\d)\b/);
    expect(await before.text()).not.toMatch(/>Sold</);

    const marked = await at.post("/desk", { ...mark, to: "sold" });
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe(
      "/desk?show=signal-and-relay&done=marked-sold&work=static#work-static",
    );
    const after = await (
      await fetch(`${site.server.origin}/shows/signal-and-relay/works/static`)
    ).text();
    expect(after).toMatch(/Sold/);
    const priceList = await (
      await fetch(`${site.server.origin}/shows/signal-and-relay/price-list`)
    ).text();
    expect(priceList).toMatch(/Static[\s\S]*Sold/);

    // The same form sent again after a restart (the member's phone retried it): kept once.
    await site.server.stop();
    site.server = await startDeskSite();
    expect((await at.post("/desk", { ...mark, to: "sold" })).status).toBe(303);
    const db = database();
    const rows = db.prepare("SELECT * FROM availability_marks").all();
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      show_name: "signal-and-relay",
      work_id: "static",
      from_availability: "available",
      to_availability: "sold",
      member_email: MEMBER,
    });
    expect(members(site.databasePath, "audit")).toMatch(
      /ann@example.org\tmark\tsignal-and-relay\/static: available -> sold/,
    );
  });

  it("refuses a mark on no such work, and an unknown value, with a 4xx", async () => {
    const { at } = await signedIn();
    expect((await at.post("/desk", { ...mark, work: "nothing", to: "sold" })).status).toBe(404);
    expect((await at.post("/desk", { ...mark, to: "stolen" })).status).toBe(400);
    expect((await at.post("/desk", { intent: "frobnicate" })).status).toBe(400);
  });
});
