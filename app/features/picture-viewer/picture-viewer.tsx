import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { VIEWABLE_PICTURE } from "../../components/picture-link.tsx";
import { pictureNumber, withPictureNumber } from "./picture-param.ts";
import type { ViewerHandle, ViewerPicture } from "./viewer.client.ts";

/** The page's artwork pictures, in page order: `?picture=3` is the third. */
const PICTURE_LINKS = `main a[${VIEWABLE_PICTURE}]`;

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

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Opens the page's artwork pictures (components/picture-link.tsx) large, in place. The server
 * renders each as a plain link to its largest version; after hydration this takes over their
 * clicks. The address holds the state: a click adds `?picture=N` as a history entry, Back
 * removes it, and a page loaded with it opens on that picture. PhotoSwipe is fetched on the
 * first open only. Renders nothing.
 */
export function PictureViewer() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const viewer = useRef<ViewerHandle | null>(null);
  const loading = useRef(false);
  /** The link a click opened the viewer from: focus goes back to it, and Back closes. */
  const opener = useRef<HTMLAnchorElement | null>(null);
  const closedByAddress = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(PICTURE_LINKS);
      const index = link ? pictureLinks().indexOf(link) : -1;
      if (!link || index < 0) return;
      event.preventDefault();
      opener.current = link;
      void navigate(
        { search: withPictureNumber(window.location.search, index + 1) },
        { preventScrollReset: true },
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  useEffect(() => {
    const number = pictureNumber(search);
    if (number === null) {
      // Back (or any move to an address without a picture) closes the viewer.
      if (viewer.current) {
        closedByAddress.current = true;
        viewer.current.close();
      }
      return;
    }
    if (viewer.current) {
      if (viewer.current.index !== number - 1) viewer.current.goTo(number - 1);
      return;
    }
    const links = pictureLinks();
    if (number > links.length || loading.current) return;
    loading.current = true;
    void import("./viewer.client.ts").then(({ openViewer }) => {
      loading.current = false;
      // The visitor may have gone Back while the viewer's code was on its way.
      const wanted = pictureNumber(window.location.search);
      if (wanted === null || wanted > links.length) return;
      const moveTo = (index: number | null, replace: boolean) =>
        navigate(
          { search: withPictureNumber(window.location.search, index === null ? null : index + 1) },
          { replace, preventScrollReset: true },
        );
      viewer.current = openViewer({
        pictures: links.map(describe),
        index: wanted - 1,
        onChange: (index) => void moveTo(index, true),
        onClose: (index) => {
          viewer.current = null;
          const openedByClick = opener.current;
          opener.current = null;
          (openedByClick ?? links[index])?.focus({ preventScroll: true });
          if (closedByAddress.current) {
            closedByAddress.current = false;
          } else if (openedByClick) {
            // Take back the history entry the click added.
            void navigate(-1);
          } else {
            void moveTo(null, true);
          }
        },
      });
    });
  }, [search, navigate]);

  return null;
}
