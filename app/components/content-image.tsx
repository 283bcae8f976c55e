import type { ImageKind } from "../content/schema.ts";
import { imageUrl } from "../domain/image-url.ts";
import { useRootData } from "../root-data.ts";

export interface ContentImageProps {
  kind: ImageKind;
  src: string;
  alt: string;
  className?: string;
  /** Zoom inside its frame (artist data). */
  scale?: number;
  /** CSS object-position inside its frame (artist data). */
  position?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  width?: number;
  height?: number;
}

/** A content picture, addressed as {images host}/images/{kind}/{file}. */
export function ContentImage({ kind, src, alt, scale, position, ...rest }: ContentImageProps) {
  const { config } = useRootData();
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
      src={imageUrl(config.imagesBaseUrl, kind, src)}
      alt={alt}
      style={style}
      decoding="async"
      {...rest}
    />
  );
}
