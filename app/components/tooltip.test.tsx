// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip.tsx";
import { TOOLTIP_DELAYS } from "./tooltip-timing.ts";

function renderTooltip() {
  render(
    <Tooltip text="Maren Holt on Instagram">
      {(tooltipId) => (
        <a href="https://www.instagram.com/marenholt.studio" aria-describedby={tooltipId}>
          Instagram
        </a>
      )}
    </Tooltip>,
  );
  const link = screen.getByRole("link", { name: "Instagram" });
  const tooltip = screen.getByRole("tooltip", { hidden: true });
  const isOpen = () => tooltip.dataset.open === "true";
  return { link, tooltip, isOpen };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Tooltip", () => {
  it("describes its trigger", () => {
    const { link, tooltip } = renderTooltip();
    expect(link.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(tooltip.textContent).toBe("Maren Holt on Instagram");
  });

  it("shows 100 ms after a mouse enters, not before", () => {
    const { link, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "mouse" });
    advance(TOOLTIP_DELAYS.enter - 1);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
  });

  it("never shows when the mouse passes through quicker than the delay", () => {
    const { link, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "mouse" });
    advance(50);
    fireEvent.pointerLeave(link, { pointerType: "mouse" });
    advance(1000);
    expect(isOpen()).toBe(false);
  });

  it("stays while the pointer is on the tooltip, and hides when it leaves both", () => {
    const { link, tooltip, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "mouse" });
    advance(TOOLTIP_DELAYS.enter);
    // The pointer moves from the link onto the tooltip...
    fireEvent.pointerOut(link, { pointerType: "mouse", relatedTarget: tooltip });
    fireEvent.pointerOver(tooltip, { pointerType: "mouse", relatedTarget: link });
    advance(5000);
    expect(isOpen()).toBe(true);
    // ...and then off both.
    fireEvent.pointerOut(tooltip, { pointerType: "mouse", relatedTarget: document.body });
    fireEvent.pointerOver(document.body, { pointerType: "mouse", relatedTarget: tooltip });
    expect(isOpen()).toBe(false);
  });

  it("shows 100 ms after keyboard focus and hides on blur", () => {
    const { link, isOpen } = renderTooltip();
    act(() => link.focus());
    advance(TOOLTIP_DELAYS.enter - 1);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
    act(() => link.blur());
    expect(isOpen()).toBe(false);
  });

  it("hides on Escape", () => {
    const { link, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "mouse" });
    advance(TOOLTIP_DELAYS.enter);
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(isOpen()).toBe(false);
  });

  it("shows after a 700 ms long press and stays 1500 ms after the finger lifts", () => {
    const { link, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "touch" });
    fireEvent.pointerDown(link, { pointerType: "touch" });
    advance(TOOLTIP_DELAYS.touch - 1);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
    fireEvent.pointerUp(link, { pointerType: "touch" });
    fireEvent.pointerLeave(link, { pointerType: "touch" });
    advance(TOOLTIP_DELAYS.leaveTouch - 1);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
  });

  it("does not show for a quick tap", () => {
    const { link, isOpen } = renderTooltip();
    fireEvent.pointerEnter(link, { pointerType: "touch" });
    fireEvent.pointerDown(link, { pointerType: "touch" });
    advance(200);
    fireEvent.pointerUp(link, { pointerType: "touch" });
    advance(5000);
    expect(isOpen()).toBe(false);
  });
});
