// Per-page head tags. Every route's `meta` goes through here, so the site's title pattern,
// canonical address, social cards and structured data live in one place.
import type { MetaDescriptor } from "react-router";
import { gallery } from "../../content/gallery.ts";
import { artGallery, type StructuredData } from "./structured-data.ts";

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit on Home. */
  title?: string;
  description: string;
  /** The page's path, e.g. "/shows/after-dark". */
  path: string;
  /** The page's main image address, when it has one. */
  image?: string;
  /** What the main image shows, for readers of the social card. */
  imageAlt?: string;
  /** The image's size, when known (the 1200x630 social cards of show and artist pages). */
  imageSize?: { width: number; height: number };
  /** Schema.org descriptions of what the page is about (a show, an artist, events). */
  structuredData?: StructuredData[];
  /** The coming opening days nobody sits, on the pages that follow the rota (issue 33). */
  unsatDays?: readonly string[];
}

/** What pageMeta needs of the route's meta arguments: the root loader's data. */
export interface MetaContext {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

const SITE_TITLE = `${gallery.name} | Artist-run gallery in Montpelier, Vermont`;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${gallery.name}` : SITE_TITLE;
}

export function pageMeta(page: PageMeta, context: MetaContext): MetaDescriptor[] {
  const { title, description, path, image, imageAlt, imageSize, structuredData = [] } = page;
  const { unsatDays = [] } = page;
  const siteUrl = siteUrlOf(context);
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: gallery.name },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title ?? fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          ...(imageSize
            ? [
                { property: "og:image:width", content: String(imageSize.width) },
                { property: "og:image:height", content: String(imageSize.height) },
              ]
            : []),
          ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
        ]
      : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title ?? fullTitle },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
    ...(imageUrl && imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
    ...[artGallery(siteUrl, unsatDays), ...structuredData].map((data) => ({
      "script:ld+json": data,
    })),
  ];
}

/** What a page about one thing (an artist, a show, a work) has found for its head tags. */
export interface Subject {
  /** Its 1200x630 social card, when the image build made one. */
  socialCard?: { src: string; width: number; height: number };
  /** Its main picture: the card's stand-in, and what the card shows in words. */
  picture?: { src: string; alt?: string };
  structuredData: StructuredData;
}

/**
 * The head tags of a page about one thing: its social card (else its main picture) and its
 * structured data; without a subject (nothing found), the page's words alone.
 */
export function subjectPageMeta(
  page: Pick<PageMeta, "title" | "description" | "path">,
  subject: Subject | undefined,
  context: MetaContext,
): MetaDescriptor[] {
  return pageMeta(
    {
      ...page,
      image: subject?.socialCard?.src ?? subject?.picture?.src,
      imageAlt: subject?.picture?.alt,
      imageSize: subject?.socialCard,
      structuredData: subject ? [subject.structuredData] : [],
    },
    context,
  );
}

/** An address on this site (or an absolute one) as an absolute URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl) || !siteUrl) return pathOrUrl;
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** The site's address, as the root loader handed it to both server and browser. */
function siteUrlOf({ matches }: MetaContext): string {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof data !== "object" || data === null || !("config" in data)) return "";
  const config = data.config;
  if (typeof config !== "object" || config === null || !("siteUrl" in config)) return "";
  return typeof config.siteUrl === "string" ? config.siteUrl : "";
}
