// Reads the updater's log from PUBLISH_LOG at each ask: the file is small and the updater
// replaces it whole at every run. Whatever is wrong with it becomes a reading, never an error.
import { readFile } from "node:fs/promises";
import { parsePublishLog } from "../../publish-log/publish-log.ts";
import type { PublishLogReading } from "./publish-status.ts";

export async function readPublishLog(file: string | undefined): Promise<PublishLogReading> {
  if (file === undefined) return { kind: "unset" };
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { kind: "missing" };
    return { kind: "unreadable", error: `the file cannot be opened: ${code ?? String(error)}` };
  }
  const parsed = parsePublishLog(text);
  return "log" in parsed ? { kind: "read", log: parsed.log } : { kind: "unreadable", ...parsed };
}
