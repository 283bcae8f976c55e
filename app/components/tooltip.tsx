import { useId } from "react";
import { useTooltipTiming } from "./tooltip-timing.ts";
import styles from "./tooltip.module.css";

interface TooltipProps {
  /** The tooltip's text, which also becomes the trigger's accessible description. */
  text: string;
  /** Renders the trigger; give it `aria-describedby={tooltipId}`. */
  children: (tooltipId: string) => React.ReactNode;
}

/**
 * A tooltip for a link or button (product §8.2 timings, max width 300). The tooltip sits inside the
 * same wrapper as its trigger, so moving the pointer onto it keeps it open.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const tooltipId = useId();
  const { open, handlers } = useTooltipTiming();
  return (
    <span className={styles.anchor} {...handlers}>
      {children(tooltipId)}
      <span role="tooltip" id={tooltipId} className={styles.tooltip} data-open={open}>
        {text}
      </span>
    </span>
  );
}
