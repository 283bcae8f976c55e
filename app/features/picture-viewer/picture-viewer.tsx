import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { PICTURE_LINKS, PICTURE_PARAM } from "./picture-param.ts";
import type { AddressBar } from "./viewer.client.ts";

const loadViewer = () => import("./viewer.client.ts");

function isPlainClick(event: MouseEvent): boolean {
  const { defaultPrevented, button, metaKey, ctrlKey, shiftKey, altKey } = event;
  return !defaultPrevented && button === 0 && !metaKey && !ctrlKey && !shiftKey && !altKey;
}

/**
 * Opens the page's artwork pictures (components/picture-link.tsx) large, in place. The server
 * renders each as a plain link to its largest version; after hydration this takes over their
 * clicks. The address holds the state: a click adds `?picture=N` as a history entry, Back
 * removes it, and a page loaded with it opens on that picture. Everything but this hand-over is
 * in viewer.client.ts, fetched on the first open with PhotoSwipe. Renders nothing.
 */
export function PictureViewer() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loaded = useRef(false);
  const address = useMemo<AddressBar>(
    () => ({
      go: (to, replace) => void navigate({ search: to }, { replace, preventScrollReset: true }),
      back: () => void navigate(-1),
    }),
    [navigate],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(PICTURE_LINKS) : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
      event.preventDefault();
      void loadViewer().then((viewer) => viewer.openFromLink(link, address));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [address]);

  useEffect(() => {
    if (!loaded.current && !new URLSearchParams(search).has(PICTURE_PARAM)) return;
    loaded.current = true;
    void loadViewer().then((viewer) => viewer.followAddress(search, address));
  }, [search, address]);

  return null;
}
