import { createContext } from "react-router";

/** The instant a request is judged at, read once per request by the root middleware. */
export const nowContext = createContext<Date>();
