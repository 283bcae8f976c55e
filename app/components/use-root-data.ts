import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The public configuration and the request's instant, as the root loader handed them over. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}
