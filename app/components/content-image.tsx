import type { Picture } from "../domain/picture.ts";

export interface ContentImageProps {
  picture: Picture;
  className?: string;
  /** Below the fold: let the browser fetch it late. */
  loading?: "lazy" | "eager";
  /** The page's main image. */
  fetchPriority?: "high" | "low" | "auto";
  /** The rendered width, for choosing among sizes (an HTML `sizes` value). */
  sizes?: string;
}

/** A content picture as the loader described it. */
export function ContentImage({ picture, ...rest }: ContentImageProps) {
  const { src, alt, width, height, scale, position } = picture;
  const style =
    scale !== undefined || position !== undefined
      ? {
          objectPosition: position,
          transform: scale !== undefined ? `scale(${scale})` : undefined,
          transformOrigin: position,
        }
      : undefined;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={style}
      decoding="async"
      {...rest}
    />
  );
}
