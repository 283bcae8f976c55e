import type { GalleryEvent } from "../../content/schema.ts";
import { stripTags } from "../../domain/html.ts";
import type { Picture } from "../../domain/picture.ts";
import { picture } from "./pictures.server.ts";

/** An event's image: from the events folder unless the image names another one. */
export function eventPicture(event: GalleryEvent): Picture {
  const { image } = event;
  return picture(
    image.directory ?? "events",
    image.src,
    stripTags(image.text ?? event.title),
    image,
  );
}
