// The works' checklists each instant should show (works.spec.ts), written out from the built-in
// content rather than derived from it, so that a wrong reading of the content fails
// (docs/decisions/015).
import type { E2eServer } from "./servers.ts";

export interface ExpectedRow {
  id: string;
  title: string;
  year: number;
  facts: string;
  price: string;
  /** The red dot's word, or null for a work still for sale (no mark in a checklist). */
  mark: "Sold" | "Reserved" | null;
}

/** Show 67.1, on view at E2E_NOW: a solo show, so its rows do not name the artist. */
export const SIGNAL_AND_RELAY: readonly ExpectedRow[] = [
  {
    id: "signal",
    title: "Signal",
    year: 2024,
    facts: "neon and found steel, 72 x 30 x 30 in",
    price: "$6,800",
    mark: "Sold",
  },
  {
    id: "listening-post",
    title: "Listening Post",
    year: 2025,
    facts: "steel, copper wire and speaker, 48 x 24 x 24 in",
    price: "$4,200",
    mark: null,
  },
  {
    id: "relay",
    title: "Relay",
    year: 2025,
    facts: "neon, steel and radio parts, 60 x 40 x 20 in",
    price: "$5,600",
    mark: "Reserved",
  },
  {
    id: "static",
    title: "Static",
    year: 2025,
    facts: "neon on aluminum, 30 x 40 in",
    price: "$3,200",
    mark: null,
  },
  {
    id: "antenna-field",
    title: "Antenna Field",
    year: 2025,
    facts: "steel and neon, 84 x 60 x 24 in",
    price: "$9,500",
    mark: null,
  },
];

/** Show 69.1, Home's show before the gallery opened and after all the content. */
const GRANITE_SHEDS: readonly ExpectedRow[] = [
  {
    id: "granite-shed-barre",
    title: "Granite Shed, Barre",
    year: 2023,
    facts: "gelatin silver print, 20 x 24 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "cutters-bench",
    title: "Cutter's Bench",
    year: 2024,
    facts: "gelatin silver print, 24 x 20 in",
    price: "$1,200",
    mark: "Sold",
  },
  {
    id: "overhead-crane",
    title: "Overhead Crane",
    year: 2024,
    facts: "gelatin silver print, 20 x 24 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "polisher-second-shift",
    title: "Polisher, Second Shift",
    year: 2025,
    facts: "gelatin silver print, 24 x 20 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "grout-pile",
    title: "Grout Pile",
    year: 2025,
    facts: "gelatin silver print, 16 x 20 in",
    price: "$900",
    mark: null,
  },
  {
    id: "carvers-hands",
    title: "Carver's Hands",
    year: 2025,
    facts: "gelatin silver print, 20 x 16 in",
    price: "$900",
    mark: "Reserved",
  },
  {
    id: "rock-of-ages-road",
    title: "Rock of Ages Road",
    year: 2025,
    facts: "pigment print, 24 x 36 in",
    price: "$2,400",
    mark: null,
  },
];

export const INSTANTS: readonly {
  server: E2eServer;
  show: string;
  rows: readonly ExpectedRow[];
}[] = [
  { server: "now", show: "signal-and-relay", rows: SIGNAL_AND_RELAY },
  { server: "beforeAll", show: "granite-sheds", rows: GRANITE_SHEDS },
  { server: "afterAll", show: "granite-sheds", rows: GRANITE_SHEDS },
];
