/**
 * The instant the e2e server is frozen at (GALLERY_NOW): mid-July 2025, while show 67.1 is on
 * view, with built-in events on both sides of it.
 */
export const E2E_NOW = "2025-07-15T12:00:00-04:00";

/**
 * Before the gallery opened, so before any built-in show or event whatever the content holds:
 * no show is on view, the highest-numbered show is still to open (Home says "Opening …:"),
 * and every event is upcoming.
 */
export const E2E_BEFORE_ALL = "2015-01-09T12:00:00-05:00";

/** Long after the built-in content: every show is past and so is every event. */
export const E2E_AFTER_ALL = "2035-01-12T12:00:00-05:00";
