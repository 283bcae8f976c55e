/**
 * The instant the e2e server is frozen at (GALLERY_NOW): mid-July 2025, while show 67.1 is on
 * view, with built-in events on both sides of it.
 */
export const E2E_NOW = "2025-07-15T12:00:00-04:00";
