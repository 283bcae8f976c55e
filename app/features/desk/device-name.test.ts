import { describe, expect, it } from "vitest";
import { DEVICE_NAME_MAX, UNKNOWN_DEVICE, deviceName } from "./device-name.ts";

describe("a session's device", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
      "Firefox on Mac",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    ["curl/8.5.0", "curl"],
  ])("names %s as %s", (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });

  it("says it does not know, and stays short whatever it is sent", () => {
    expect(deviceName(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceName("")).toBe(UNKNOWN_DEVICE);
    expect(deviceName("x".repeat(100_000))).toBe(UNKNOWN_DEVICE);
    expect(deviceName(`${"y".repeat(600)} Firefox/1 Android`)).toBe(UNKNOWN_DEVICE);
    expect(deviceName("Firefox/1 Windows".repeat(1000)).length).toBeLessThanOrEqual(
      DEVICE_NAME_MAX,
    );
  });
});
