import { useCallback, useEffect, useRef, useState } from "react";

/** product §8.2 tooltip timings, in milliseconds. */
export const TOOLTIP_DELAYS = {
  /** Hover with a mouse or pen, or keyboard focus, before it shows. */
  enter: 100,
  /** A long press on a touch screen before it shows. */
  touch: 700,
  /** How long it stays after the finger lifts. */
  leaveTouch: 1500,
} as const;

export interface TooltipHandlers {
  onPointerEnter: (event: React.PointerEvent) => void;
  onPointerLeave: (event: React.PointerEvent) => void;
  onPointerDown: (event: React.PointerEvent) => void;
  onPointerUp: (event: React.PointerEvent) => void;
  onPointerCancel: (event: React.PointerEvent) => void;
  onFocus: (event: React.FocusEvent) => void;
  onBlur: () => void;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * When a tooltip shows and hides. Mouse: after the enter delay, until the pointer leaves the
 * trigger and the tooltip together. Keyboard: after the enter delay, until focus leaves. Touch:
 * after a long press, for a while after the finger lifts (a quick tap just follows the link).
 * Escape hides it wherever focus is (WCAG 1.4.13, dismissible).
 */
export function useTooltipTiming(): {
  open: boolean;
  close: () => void;
  handlers: TooltipHandlers;
} {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback((next: boolean) => {
    openRef.current = next;
    setOpen(next);
  }, []);

  const later = useCallback(
    (next: boolean, delay: number) => {
      cancel();
      timer.current = setTimeout(() => show(next), delay);
    },
    [cancel, show],
  );

  const close = useCallback(() => {
    cancel();
    show(false);
  }, [cancel, show]);

  const liftFinger = useCallback(
    (event: React.PointerEvent) => {
      if (event.pointerType !== "touch") return;
      if (openRef.current) later(false, TOOLTIP_DELAYS.leaveTouch);
      else cancel();
    },
    [cancel, later],
  );

  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  const handlers: TooltipHandlers = {
    onPointerEnter: (event) => {
      // Touch also enters; a touch shows the tooltip only after a long press.
      if (event.pointerType !== "touch") later(true, TOOLTIP_DELAYS.enter);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== "touch") close();
    },
    onPointerDown: (event) => {
      if (event.pointerType === "touch") later(true, TOOLTIP_DELAYS.touch);
    },
    onPointerUp: liftFinger,
    onPointerCancel: liftFinger,
    onFocus: (event) => {
      // A click or a tap focuses the link too; only keyboard focus counts as asking.
      if (isFocusVisible(event.target)) later(true, TOOLTIP_DELAYS.enter);
    },
    onBlur: close,
  };

  return { open, close, handlers };
}
