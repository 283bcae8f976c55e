import { useEffect } from "react";
import { useRootData } from "../../components/use-root-data.ts";

/** Starts web vitals reporting after hydration, unless the server switched it off. */
export function WebVitalsReporter() {
  const { config } = useRootData();
  const enabled = config.webVitals;
  useEffect(() => {
    if (!enabled) return;
    void import("./web-vitals.client.ts").then(({ reportWebVitals }) => reportWebVitals());
  }, [enabled]);
  return null;
}
