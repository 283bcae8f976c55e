import { useEffect, useState } from "react";
import { type StatusChange, statusAt } from "../domain/open-now.ts";
import { useRootData } from "./use-root-data.ts";
import styles from "./hours.module.css";

/** Milliseconds until the next whole minute, when the status may change. */
function untilNextMinute(): number {
  return 60_000 - (Date.now() % 60_000) + 50;
}

/**
 * "Open now · until 5 PM": rendered on the server at the request's instant (so it is right
 * without JavaScript and hydrates unchanged), then brought up to date in the browser every
 * minute from the coming week's timeline, which the same rule made (domain/open-now.ts).
 */
export function OpenNow({ timeline }: { timeline: readonly StatusChange[] }) {
  const { now: requestNow } = useRootData();
  const [now, setNow] = useState(() => new Date(requestNow));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, untilNextMinute());
    };
    // A page served from a cache, or left open in a tab, may be minutes old: catch up at once.
    tick();
    return () => clearTimeout(timer);
  }, []);

  const status = statusAt(timeline, now);
  if (!status) return null;
  return (
    <p className={styles.status} data-state={status.state} data-testid="open-now">
      {status.text}
    </p>
  );
}
