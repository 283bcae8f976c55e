import { describe, expect, it } from "vitest";
import { findArtistByParamName, memberArtists } from "./artists.ts";
import { makeArtist } from "./test-content.ts";

const member = makeArtist({ paramName: "maren-holt" });
const explicitMember = makeArtist({ paramName: "ezra-banks", isNotMember: false });
const former = makeArtist({ paramName: "helen-marsh", isNotMember: true });

describe("memberArtists", () => {
  it("keeps members and drops artists flagged isNotMember, in content order", () => {
    expect(memberArtists([member, former, explicitMember])).toEqual([member, explicitMember]);
  });

  it("is empty when nobody is a member", () => {
    expect(memberArtists([former])).toEqual([]);
  });
});

describe("findArtistByParamName", () => {
  it("finds an artist by the URL's name", () => {
    expect(findArtistByParamName([member, former], "maren-holt")).toBe(member);
  });

  it("still finds an artist who is not a member", () => {
    expect(findArtistByParamName([member, former], "helen-marsh")).toBe(former);
  });

  it("is null for an unknown or differently written name", () => {
    expect(findArtistByParamName([member], "nobody")).toBeNull();
    expect(findArtistByParamName([member], "Maren-Holt")).toBeNull();
    expect(findArtistByParamName([member], "Maren Holt")).toBeNull();
  });
});
