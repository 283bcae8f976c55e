// The pictures the site takes (issue 31, item 4): the kinds the image pipeline decodes
// (scripts/images/), known by their name's extension and by their first bytes alike, so that a
// file named like a picture is one. The desk's editor writes nothing else into media/.

export interface PictureType {
  /** How people call it. */
  name: string;
  /** The extensions its files are named with, lowercase, without the dot. */
  extensions: readonly string[];
  /** Whether a file's first bytes are this kind's signature. */
  begins: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const PICTURE_TYPES: readonly PictureType[] = [
  { name: "JPEG", extensions: ["jpg", "jpeg"], begins: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    name: "PNG",
    extensions: ["png"],
    begins: (b) => startsWith(b, [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    name: "WebP",
    extensions: ["webp"],
    begins: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8),
  },
];

/** "JPEG, PNG or WebP": the kinds, for a sentence. */
export const PICTURE_TYPE_NAMES = PICTURE_TYPES.map((type) => type.name)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1");

/** The kind a file's name says it is (its extension), or null. */
export function pictureTypeByName(file: string): PictureType | null {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";
  return PICTURE_TYPES.find((type) => type.extensions.includes(extension)) ?? null;
}

/** The kind a file's bytes are, by their signature, or null. */
export function pictureTypeOfBytes(bytes: Uint8Array): PictureType | null {
  return PICTURE_TYPES.find((type) => type.begins(bytes)) ?? null;
}
