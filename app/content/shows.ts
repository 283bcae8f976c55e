// Built-in shows (SPEC.md §3), one file each in ./shows/, named by opening month. Group shows
// are whole numbers, solo shows the group number plus .1. To add a show, add a file there and
// list it here (README.md, "Adding a show").
import type { Show } from "./schema.ts";
import { show as turning } from "./shows/2022-10-turning.ts";
import { show as beforeSupper } from "./shows/2022-11-before-supper.ts";
import { show as smallWorks2022 } from "./shows/2022-12-small-works-2022.ts";
import { show as snowInk } from "./shows/2023-01-snow-ink.ts";
import { show as cabinFever } from "./shows/2023-02-cabin-fever.ts";
import { show as mudSeason } from "./shows/2023-03-mud-season.ts";
import { show as thaw } from "./shows/2023-04-thaw.ts";
import { show as blueprintsOfTheMeadow } from "./shows/2023-05-blueprints-of-the-meadow.ts";
import { show as longLight } from "./shows/2023-06-long-light.ts";
import { show as hardEdges } from "./shows/2023-07-hard-edges.ts";
import { show as guestRoom } from "./shows/2023-08-guest-room.ts";
import { show as pieced } from "./shows/2023-09-pieced.ts";
import { show as paperTrail } from "./shows/2023-10-paper-trail.ts";
import { show as nightShift } from "./shows/2023-11-night-shift.ts";
import { show as smallWorks2023 } from "./shows/2023-12-small-works-2023.ts";
import { show as wetlandNotes } from "./shows/2024-01-wetland-notes.ts";
import { show as blue } from "./shows/2024-02-blue.ts";
import { show as seedCatalogue } from "./shows/2024-03-seed-catalogue.ts";
import { show as totality } from "./shows/2024-04-totality.ts";
import { show as darkSky } from "./shows/2024-05-dark-sky.ts";
import { show as highWater } from "./shows/2024-06-high-water.ts";
import { show as beeswax } from "./shows/2024-07-beeswax.ts";
import { show as firedWovenCarved } from "./shows/2024-08-fired-woven-carved.ts";
import { show as sitters } from "./shows/2024-09-sitters.ts";
import { show as fieldGuide } from "./shows/2024-10-field-guide.ts";
import { show as contour } from "./shows/2024-11-contour.ts";
import { show as winterMarket } from "./shows/2024-12-winter-market.ts";
import { show as stipple } from "./shows/2025-01-stipple.ts";
import { show as firstLight } from "./shows/2025-02-first-light.ts";
import { show as theWeightOfWater } from "./shows/2025-03-the-weight-of-water.ts";
import { show as commonGround } from "./shows/2025-04-common-ground.ts";
import { show as tamarack } from "./shows/2025-05-tamarack.ts";
import { show as tenYearsOnBarreStreet } from "./shows/2025-06-ten-years-on-barre-street.ts";
import { show as signalAndRelay } from "./shows/2025-07-signal-and-relay.ts";
import { show as handAndEye } from "./shows/2025-08-hand-and-eye.ts";
import { show as mendingMap } from "./shows/2025-09-mending-map.ts";
import { show as afterDark } from "./shows/2025-10-after-dark.ts";
import { show as graniteSheds } from "./shows/2025-11-granite-sheds.ts";

export const shows: Show[] = [
  turning,
  beforeSupper,
  smallWorks2022,
  snowInk,
  cabinFever,
  mudSeason,
  thaw,
  blueprintsOfTheMeadow,
  longLight,
  hardEdges,
  guestRoom,
  pieced,
  paperTrail,
  nightShift,
  smallWorks2023,
  wetlandNotes,
  blue,
  seedCatalogue,
  totality,
  darkSky,
  highWater,
  beeswax,
  firedWovenCarved,
  sitters,
  fieldGuide,
  contour,
  winterMarket,
  stipple,
  firstLight,
  theWeightOfWater,
  commonGround,
  tamarack,
  tenYearsOnBarreStreet,
  signalAndRelay,
  handAndEye,
  mendingMap,
  afterDark,
  graniteSheds,
];
