// Starts React in the browser. Every page works before JavaScript (decision 002), so the server
// holds the page's scripts back until its main picture is on screen, or the visitor reaches for
// the page first (server/held-scripts.ts): on a slow phone the picture then gets the whole
// connection and the processor (decision 014). Once this runs, that moment has come.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
