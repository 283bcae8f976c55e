// The full-screen picture viewer, on PhotoSwipe 5 (docs/decisions/013-picture-viewer-calendar-open-now.md): it
// follows the address (?picture=N) and drives PhotoSwipe. This module, PhotoSwipe and their
// styles are fetched only when a visitor first opens a picture (picture-viewer.tsx imports it
// dynamically), so no page's first load carries them.
import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
import { PICTURE_LINKS, pictureNumber, withPictureNumber } from "./picture-param.ts";
import "./viewer.css";

/** One picture of the page, as its link describes it. */
export interface ViewerPicture {
  /** The largest JPEG variant, and its size. */
  src: string;
  width: number;
  height: number;
  /** Every WebP width, so the browser takes the largest the screen (or the zoom) can use. */
  srcset?: string;
  alt: string;
  /** The page's caption of the picture (inline HTML the content check allowed), copied as nodes. */
  caption: Element | null;
}

export interface ViewerHandle {
  readonly index: number;
  goTo(index: number): void;
  close(): void;
}

interface OpenViewerOptions {
  pictures: readonly ViewerPicture[];
  index: number;
  /** The visitor moved to another picture. */
  onChange(index: number): void;
  /** The viewer closed (Escape, the button, a swipe down, or close()); `index` was on show. */
  onClose(index: number): void;
}

function openViewer({ pictures, index, onChange, onClose }: OpenViewerOptions): ViewerHandle {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const pswp = new PhotoSwipe({
    dataSource: pictures.map(({ src, width, height, srcset, alt }) => ({
      src,
      width,
      height,
      alt,
      ...(srcset ? { srcset } : {}),
    })),
    index,
    // "3 of 12"
    indexIndicatorSep: " of ",
    showHideAnimationType: reducedMotion ? "none" : "fade",
    ...(reducedMotion ? { zoomAnimationDuration: 0 } : {}),
    bgOpacity: 1,
    // Wide screens keep the picture clear of the counter and the caption; phones give it all.
    paddingFn: (viewport) =>
      viewport.x >= 600
        ? { top: 56, bottom: 88, left: 64, right: 64 }
        : { top: 0, bottom: 0, left: 0, right: 0 },
    // The caller returns focus to the picture's link on the page.
    returnFocus: false,
    closeTitle: "Close the picture viewer",
    zoomTitle: "Zoom",
    arrowPrevTitle: "Previous picture",
    arrowNextTitle: "Next picture",
    errorMsg: "This picture could not be loaded.",
    mainClass: "front-viewer",
  });

  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      onInit: (element) => {
        const showCaption = () => {
          const caption = pictures[pswp.currIndex]?.caption;
          // Cloned nodes, never HTML parsed again: the page already shows this very caption.
          element.replaceChildren(...(caption ? [...caption.cloneNode(true).childNodes] : []));
          element.hidden = !caption;
        };
        pswp.on("change", showCaption);
        showCaption();
      },
    });
  });

  let shown = index;
  pswp.on("change", () => {
    if (pswp.currIndex === shown) return;
    shown = pswp.currIndex;
    onChange(shown);
  });
  // The page behind is inert while the viewer is open: no focus, no reading, no clicks.
  let inertPage: Element[] = [];
  pswp.on("destroy", () => {
    for (const element of inertPage) element.removeAttribute("inert");
    onClose(shown);
  });
  pswp.init();
  // Announced as a modal dialog, named.
  pswp.element?.setAttribute("aria-modal", "true");
  pswp.element?.setAttribute("aria-label", "Picture viewer");
  inertPage = [...document.body.children].filter(
    (element) => element !== pswp.element && !element.hasAttribute("inert"),
  );
  for (const element of inertPage) element.setAttribute("inert", "");

  return {
    get index() {
      return shown;
    },
    goTo: (target) => pswp.goTo(target),
    // PhotoSwipe ignores a close during its opening fade (Back pressed at once, say): wait for it.
    close: () => {
      if (pswp.opener.isOpen) pswp.close();
      else pswp.on("openingAnimationEnd", () => pswp.close());
    },
  };
}

/** How the viewer moves the address: React Router's navigate, handed in by the page. */
export interface AddressBar {
  /** Goes to this query string on the same page, as a new history entry or in place. */
  go(search: string, replace: boolean): void;
  back(): void;
}

function pictureLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(PICTURE_LINKS)];
}

function describe(link: HTMLAnchorElement): ViewerPicture {
  const webp = link.querySelector('source[type="image/webp"]')?.getAttribute("srcset");
  return {
    src: link.href,
    width: Number(link.dataset.width),
    height: Number(link.dataset.height),
    ...(webp ? { srcset: webp } : {}),
    alt: link.querySelector("img")?.alt ?? "",
    caption: link.closest("figure")?.querySelector("figcaption") ?? null,
  };
}

let viewer: ViewerHandle | null = null;
/** The link a click opened the viewer from: focus goes back to it, and closing goes Back. */
let opener: HTMLAnchorElement | null = null;
let closedByAddress = false;

/** A click on a picture's link: its number goes into the address, as a new history entry. */
export function openFromLink(link: HTMLAnchorElement, address: AddressBar): void {
  const index = pictureLinks().indexOf(link);
  if (index < 0 || viewer) return;
  opener = link;
  address.go(withPictureNumber(window.location.search, index + 1), false);
}

/** The address decides: ?picture=N opens the viewer (or moves it), its absence closes it. */
export function followAddress(search: string, address: AddressBar): void {
  const number = pictureNumber(search);
  if (number === null) {
    // Back (or any move to an address without a picture) closes the viewer.
    if (viewer) {
      closedByAddress = true;
      viewer.close();
    }
    return;
  }
  if (viewer) {
    if (viewer.index !== number - 1) viewer.goTo(number - 1);
    return;
  }
  const links = pictureLinks();
  if (number > links.length) return;
  const moveTo = (index: number | null) =>
    address.go(withPictureNumber(window.location.search, index === null ? null : index + 1), true);
  viewer = openViewer({
    pictures: links.map(describe),
    index: number - 1,
    onChange: (index) => moveTo(index),
    onClose: (index) => {
      viewer = null;
      const openedByClick = opener;
      opener = null;
      (openedByClick ?? links[index])?.focus({ preventScroll: true });
      if (closedByAddress) closedByAddress = false;
      // Take back the history entry the click added; an address that came with ?picture= loses it.
      else if (openedByClick) address.back();
      else moveTo(null);
    },
  });
}
