// A session's device in a few words ("Chrome on Android"), from the User-Agent at sign-in, so a
// member can tell their sessions apart. Pure. Only these words are kept, never the header itself.

/** The most of a User-Agent read: real ones are under 300 characters. */
const MOST_READ = 512;
/** The longest description this gives. */
export const DEVICE_NAME_MAX = 40;
export const UNKNOWN_DEVICE = "Unknown device";

// First match wins: Edge and Opera say "Chrome" too, Chrome says "Safari" too.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

// iPhone before Mac (an iPhone says "like Mac OS X"), Android before Linux.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

export function deviceName(userAgent: string | null): string {
  const read = (userAgent ?? "").slice(0, MOST_READ);
  const browser = BROWSERS.find(([pattern]) => pattern.test(read))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(read))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return (browser ?? system ?? UNKNOWN_DEVICE).slice(0, DEVICE_NAME_MAX);
}
