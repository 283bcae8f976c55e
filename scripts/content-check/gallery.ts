// What the content check sees in the gallery's facts beyond their schema: the About and Visit
// photos exist and their captions are safe inline HTML.
import type { GalleryFacts } from "../../app/content/gallery-schema.ts";
import type { Located } from "./entries.ts";
import type { FieldChecks } from "./fields.ts";

export function checkGallery(facts: readonly Located<GalleryFacts>[], checks: FieldChecks) {
  for (const gallery of facts) {
    const { historyImages, visitPhoto } = gallery.value;
    historyImages.forEach((image, index) => {
      checks.html(gallery, `historyImages[${index}].text`, image.text);
      checks.image(gallery, `historyImages[${index}].src`, "gallery", image.src);
    });
    checks.image(gallery, "visitPhoto.src", "gallery", visitPhoto.src);
  }
}
