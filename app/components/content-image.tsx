import { preload } from "react-dom";
import type { Picture } from "../domain/picture.ts";
import { pictureSources } from "../domain/responsive-image.ts";

export interface ContentImageProps {
  picture: Picture;
  className?: string;
  /** Below the fold: let the browser fetch it late. */
  loading?: "lazy" | "eager";
  /** The page's main image. */
  fetchPriority?: "high" | "low" | "auto";
  /**
   * The rendered width, for choosing among the variants (an HTML `sizes` value, e.g.
   * "(min-width: 60rem) 30vw, 100vw"). Without it the browser assumes the full viewport width.
   */
  sizes?: string;
}

/**
 * How a picture among others loads (a grid's tiles, a carousel's slides). The one that is the
 * page's main picture (the first, when it is the largest thing painted first) is fetched at
 * once, first, and preloaded from the head; the page's scripts wait for it (decision 014). The
 * others load as they near the screen, at low priority: those already on the screen would
 * otherwise be raised to high and share a slow line with it (decision 020).
 */
export function loadingAmongOthers(
  isMainPicture: boolean,
): Pick<ContentImageProps, "loading" | "fetchPriority"> {
  return isMainPicture
    ? { loading: "eager", fetchPriority: "high" }
    : { loading: "lazy", fetchPriority: "low" };
}

/**
 * A content picture as the loader described it: a <picture> offering AVIF and WebP variants
 * with a JPEG <img> fallback, sized by its intrinsic width and height so nothing shifts as it
 * loads. A picture without variants is a plain <img>.
 */
export function ContentImage({
  picture,
  className,
  loading,
  fetchPriority,
  sizes = "100vw",
}: ContentImageProps) {
  const { src, alt, width, height, scale, position, variants } = picture;
  // The modern formats for <source> elements, best first; the JPEG's widths for the <img>.
  const formats = variants ? pictureSources(variants) : [];
  const sources = formats.filter((format) => format.type !== "image/jpeg");
  const srcSet = formats.find((format) => format.type === "image/jpeg")?.srcSet;
  const style =
    scale !== undefined || position !== undefined
      ? {
          objectPosition: position,
          transform: scale !== undefined ? `scale(${scale})` : undefined,
          transformOrigin: position,
        }
      : undefined;
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      style={style}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (sources.length === 0) return image;
  // React preloads a lone high-priority <img> by itself, but not one inside <picture>: hint the
  // best format ourselves (browsers that cannot show it skip the hint), so the main picture
  // starts loading from the head.
  const [preferred] = sources;
  if (fetchPriority === "high" && preferred) {
    preload(preferred.srcSet.split(/\s/, 1)[0] ?? src, {
      as: "image",
      type: preferred.type,
      imageSrcSet: preferred.srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
