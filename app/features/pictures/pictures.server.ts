// Turns content image references into what the screens draw: pictures with their address, size
// and responsive variants, carousel slides, event pictures and playable videos.
import type { CaptionedImage, GalleryEvent, ImageKind, Video } from "../../content/schema.ts";
import { stripTags } from "../../domain/html.ts";
import { imageUrl } from "../../domain/image-url.ts";
import type { Picture, Placement, Slide } from "../../domain/picture.ts";
import {
  type ImageManifest,
  SOCIAL_CARD,
  socialCardFile,
  withVariants,
} from "../../domain/responsive-image.ts";
import { type VideoSource, videoSource } from "../../domain/video.ts";

export interface PicturesOptions {
  /** The host serving /images (IMAGES_BASE_URL); empty for the site itself. */
  imagesBaseUrl: string;
  /** What the image build recorded; without it pictures have no sizes or variants. */
  manifest: ImageManifest | undefined;
}

export interface Pictures {
  picture(kind: ImageKind, file: string, alt: string, placement?: Placement): Picture;
  /** `subject` names what the pictures show, for the alt text of an uncaptioned one. */
  slides(kind: ImageKind, images: readonly CaptionedImage[], subject: string): Slide[];
  /** An event's image: from the events folder unless the image names another one. */
  eventPicture(event: GalleryEvent): Picture;
  videos(kind: ImageKind, videos?: readonly Video[]): VideoSource[];
  /** The 1200x630 card the image build cut from this picture, when it cut one. */
  socialCard(kind: ImageKind, file: string): SocialCard | undefined;
}

export interface SocialCard {
  src: string;
  width: number;
  height: number;
}

export function createPictures({ imagesBaseUrl, manifest }: PicturesOptions): Pictures {
  function picture(kind: ImageKind, file: string, alt: string, placement: Placement = {}) {
    const { scale, position } = placement;
    const plain: Picture = { src: imageUrl(imagesBaseUrl, kind, file), alt };
    if (scale !== undefined) plain.scale = scale;
    if (position !== undefined) plain.position = position;
    return withVariants(plain, file, manifest?.images[`${kind}/${file}`], (variant) =>
      imageUrl(imagesBaseUrl, kind, variant),
    );
  }

  return {
    picture,
    slides(kind, images, subject) {
      return images.map((image, index) => {
        const alt = image.text ? stripTags(image.text) : `${subject}, picture ${index + 1}`;
        const slide: Slide = { picture: picture(kind, image.src, alt, image) };
        if (image.text) slide.caption = image.text;
        return slide;
      });
    },
    eventPicture({ image, title }) {
      return picture(image.directory ?? "events", image.src, stripTags(image.text ?? title), image);
    },
    videos(kind, videos = []) {
      return videos.map((video) => videoSource(video, imagesBaseUrl, kind));
    },
    socialCard(kind, file) {
      if (!manifest?.images[`${kind}/${file}`]?.socialCard) return undefined;
      return { src: imageUrl(imagesBaseUrl, kind, socialCardFile(file)), ...SOCIAL_CARD };
    },
  };
}
