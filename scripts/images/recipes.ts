// Which picture to draw for each image the content references. The built-in content is
// fictional, so its pictures are drawn: a work in its artist's style at the proportions its
// caption gives, an installation view, an event in the gallery, the shop front.
//
// A picture is drawn only where the content's folder convention says whose it is: an artist's
// images under artists/{paramName}/, a show's under shows/{name}/. Anything else must be a real
// file in media/, and the content check reports it when it is missing.
import { createHash } from "node:crypto";
import type { GalleryFacts } from "../../app/content/gallery-schema.ts";
import type { Artist, GalleryEvent, ImageKind, Show } from "../../app/content/schema.ts";
import { galleryStyle, listedStyle, type Style } from "./artist-styles.ts";
import type { MotifName } from "./motifs.ts";

export interface Recipe {
  motif: MotifName;
  palette: readonly string[];
  ground: string;
  /** Same seed, same picture: a work drawn for a show and for its artist's page looks the same. */
  seed: string;
  width: number;
  height: number;
}

export interface PlannedImage {
  kind: ImageKind;
  file: string;
  /** How to draw it when media/ has no real file; null when it cannot be drawn. */
  recipe: Recipe | null;
}

export interface ContentForImages {
  shows: readonly Show[];
  events: readonly GalleryEvent[];
  artists: readonly Artist[];
  /** The About and Visit photos; none when the gallery's facts are wrong (the check says why). */
  gallery: Pick<GalleryFacts, "historyImages" | "visitPhoto"> | undefined;
}

/** Longest side of a drawn picture, in pixels: what a gallery would upload from a camera. */
export const DRAWN_LONG_SIDE = 1600;
/** Phone-sized thumbnails ("phone-01.jpg"): a portrait frame, as a phone photographs a work. */
const PHONE_SIZE = { width: 750, height: 1000 } as const;
const PHOTO_SIZE = { width: 1600, height: 1066 } as const;

const motifNames: readonly MotifName[] = [
  "landscape",
  "hardEdge",
  "watercolour",
  "collage",
  "mosaic",
  "woodcut",
  "colourField",
];

/** The style of an artist the table does not know yet, derived from their name. */
function derivedStyle(paramName: string): Style {
  const hash = createHash("sha256").update(paramName).digest();
  const hue = (hash[0] ?? 0) * 1.4;
  const palette = [0, 40, 160, 200, 90, 300].map((offset, index) => {
    const h = (hue + offset) % 360;
    const l = 30 + ((hash[index + 1] ?? 0) % 40);
    return hslToHex(h, 45, l);
  });
  return {
    motif: motifNames[(hash[7] ?? 0) % motifNames.length] ?? "landscape",
    palette,
    ground: hslToHex(hue, 20, 90),
  };
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (k0: number) => {
    const k = (k0 + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function styleOf(paramName: string): Style {
  return listedStyle(paramName) ?? derivedStyle(paramName);
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * Pixel size of a work's picture from its caption: "24 x 30 in" is height by width; a third
 * dimension or "in tall" means an object, photographed in a portrait frame.
 */
export function workSize(caption: string | undefined): { width: number; height: number } {
  const text = caption ?? "";
  const flat = /(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?)( x \d+(?:\.\d+)?)? in\b/.exec(text);
  let aspect = 4 / 5;
  if (flat && !flat[3]) {
    const height = Number(flat[1]);
    const width = Number(flat[2]);
    aspect = Math.min(2.5, Math.max(0.4, width / height));
  }
  if (aspect >= 1) return { width: DRAWN_LONG_SIDE, height: even(DRAWN_LONG_SIDE / aspect) };
  return { width: even(DRAWN_LONG_SIDE * aspect), height: DRAWN_LONG_SIDE };
}

/** The title of a work: the caption's first <em>, or the whole caption without tags. */
function titleOf(caption: string | undefined): string {
  const emphasised = /<em>(.*?)<\/em>/.exec(caption ?? "");
  return emphasised?.[1] ?? (caption ?? "").replace(/<[^>]*>/g, "");
}

function workRecipe(artist: string, caption: string | undefined, fallbackSeed: string): Recipe {
  const style = styleOf(artist);
  const title = titleOf(caption);
  return {
    ...style,
    seed: `${artist}|${title || fallbackSeed}`,
    ...workSize(caption),
  };
}

function photoRecipe(motif: MotifName, seed: string, palette: readonly string[]): Recipe {
  return { motif, palette, ground: galleryStyle.ground, seed, ...PHOTO_SIZE };
}

/** Every image the content references, each with how to draw it. */
export function planImages(content: ContentForImages): PlannedImage[] {
  const planned = new Map<string, PlannedImage>();
  const add = (kind: ImageKind, file: string, recipe: Recipe | null) => {
    const key = `${kind}/${file}`;
    const existing = planned.get(key);
    if (!existing || (existing.recipe === null && recipe !== null)) {
      planned.set(key, { kind, file, recipe });
    }
  };

  for (const artist of content.artists) {
    const own = (file: string) => file.startsWith(`${artist.paramName}/`);
    artist.images.forEach((image) => {
      add(
        "artists",
        image.src,
        own(image.src) ? workRecipe(artist.paramName, image.text, image.src) : null,
      );
    });
    const thumbnail = artist.thumbnail?.src;
    if (thumbnail) {
      // "phone-02.jpg" is a phone photograph of work 02.
      const work = artist.images.find((image) => image.src === thumbnail.replace("/phone-", "/"));
      const recipe = own(thumbnail)
        ? { ...workRecipe(artist.paramName, work?.text, thumbnail), ...PHONE_SIZE }
        : null;
      add("artists", thumbnail, recipe);
    }
  }

  for (const show of content.shows) {
    const own = (file: string) => file.startsWith(`${show.name}/`);
    const madeBy = (image: { artist?: string }) => image.artist ?? show.artistParamName;
    const showColours = [
      ...new Set(
        show.images.flatMap((image) => styleOf(madeBy(image) ?? show.name).palette.slice(0, 2)),
      ),
    ];
    const picture = (image: { src: string; text?: string; artist?: string }): Recipe | null => {
      if (!own(image.src)) return null;
      const artist = madeBy(image);
      return artist
        ? workRecipe(artist, image.text, image.src)
        : photoRecipe("galleryRoom", `${show.name}|${image.src}`, showColours);
    };
    add("shows", show.featuredImage.src, picture(show.featuredImage));
    show.images.forEach((image) => add("shows", image.src, picture(image)));
  }

  for (const event of content.events) {
    const kind = event.image.directory ?? "events";
    // Pictures of other kinds belong to their show or artist, planned above.
    add(
      kind,
      event.image.src,
      kind === "events" ? photoRecipe("gathering", event.image.src, galleryStyle.palette) : null,
    );
  }

  content.gallery?.historyImages.forEach((image) => {
    add("gallery", image.src, photoRecipe("gathering", image.src, historyPalette));
  });
  const visitPhoto = content.gallery?.visitPhoto.src;
  if (visitPhoto !== undefined) {
    add("gallery", visitPhoto, photoRecipe("storefront", visitPhoto, ["#1f3b2d", "#e9dcc0"]));
  }

  return [...planned.values()].sort((a, b) =>
    `${a.kind}/${a.file}`.localeCompare(`${b.kind}/${b.file}`),
  );
}

/** Faded colours for the early-years photographs. */
const historyPalette = ["#6b5a4a", "#8a6f5a", "#a38b6d", "#5c6b73", "#9c7a5b", "#7d6b5d"] as const;
