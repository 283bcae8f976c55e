// Which widths a test runs at. The phone project runs every test (the site is phone first); the
// desktop project leaves out the tests tagged ONE_WIDTH, whose behaviour is the same at every
// width: content, links, redirects, what a dialog or a video is told, a print. A test of layout,
// touch or hover, the menu, pictures' sizes or accessibility stays untagged and runs at both.
// playwright.config.ts leaves out whole files the same way (SAME_AT_EVERY_WIDTH).
export const ONE_WIDTH = { tag: "@one-width" } as const;

/** The desktop project's filter: what it leaves out. */
export const ONE_WIDTH_TAG = new RegExp(ONE_WIDTH.tag);
