// The full-screen picture viewer, on PhotoSwipe 5 (docs/decisions/013). This module, PhotoSwipe
// and their styles are fetched only when a visitor first opens a picture (picture-viewer.tsx
// imports it dynamically), so no page's first load carries them.
import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
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

export interface OpenViewerOptions {
  pictures: readonly ViewerPicture[];
  index: number;
  /** The visitor moved to another picture. */
  onChange(index: number): void;
  /** The viewer closed (Escape, the button, a swipe down, or close()); `index` was on show. */
  onClose(index: number): void;
}

export function openViewer({
  pictures,
  index,
  onChange,
  onClose,
}: OpenViewerOptions): ViewerHandle {
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
    close: () => pswp.close(),
  };
}
