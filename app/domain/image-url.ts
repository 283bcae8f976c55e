import type { ImageKind } from "../content/schema.ts";

/**
 * product §3.4: image addresses are {images host}/images/{kind}/{file}. An empty host means the
 * site itself.
 */
export function imageUrl(imagesBaseUrl: string, kind: ImageKind, file: string): string {
  const host = imagesBaseUrl.replace(/\/+$/, "");
  const path = file.split("/").map(encodeURIComponent).join("/");
  return `${host}/images/${kind}/${path}`;
}
