// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PrintoutLinks } from "./printout-links.tsx";

afterEach(cleanup);

describe("PrintoutLinks", () => {
  it("leads members to the show's price list and wall labels, and search engines nowhere", () => {
    render(<PrintoutLinks showName="signal-and-relay" />);
    const priceList = screen.getByRole("link", { name: "price list" });
    const labels = screen.getByRole("link", { name: "wall labels" });
    expect(priceList.getAttribute("href")).toBe("/shows/signal-and-relay/price-list");
    expect(labels.getAttribute("href")).toBe("/shows/signal-and-relay/labels");
    for (const link of [priceList, labels]) expect(link.getAttribute("rel")).toBe("nofollow");
  });
});
