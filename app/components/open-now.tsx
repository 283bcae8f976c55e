import { useEffect, useState } from "react";
import { type GallerySchedule, galleryStatus } from "../domain/open-now.ts";
import { useRootData } from "./use-root-data.ts";
import styles from "./hours.module.css";

/** Milliseconds until the next whole minute, when the status may change. */
function untilNextMinute(): number {
  return 60_000 - (Date.now() % 60_000) + 50;
}

/**
 * "Open now · until 5 PM": rendered on the server at the request's instant (so it is right
 * without JavaScript and hydrates unchanged), then recomputed in the browser on every minute
 * with the same rule (domain/open-now.ts).
 */
export function OpenNow({ schedule }: { schedule: GallerySchedule }) {
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

  const status = galleryStatus(schedule, now);
  return (
    <p className={styles.status} data-state={status.state} data-testid="open-now">
      {status.text}
    </p>
  );
}
