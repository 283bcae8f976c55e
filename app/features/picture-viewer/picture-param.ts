// The viewer's state in the address: `?picture=3` is the page's third artwork picture, open in
// the viewer. A shared or reloaded address opens it again; Back closes it.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { VIEWABLE_PICTURE } from "../../components/picture-link.tsx";

export const PICTURE_PARAM = "picture";

/** The page's artwork pictures, in page order: `?picture=3` is the third. */
export const PICTURE_LINKS = `main a[${VIEWABLE_PICTURE}]`;

/** The picture number an address asks for (1-based), or null for none or an unreadable one. */
export function pictureNumber(search: string): number | null {
  const value = new URLSearchParams(search).get(PICTURE_PARAM);
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return null;
  return Number(value);
}

/** The same query string with the picture number set, or removed when it is null. */
export function withPictureNumber(search: string, number: number | null): string {
  const params = new URLSearchParams(search);
  if (number === null) params.delete(PICTURE_PARAM);
  else params.set(PICTURE_PARAM, String(number));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * For the `shouldRevalidate` of the routes showing pictures (and the root): opening, moving
 * through and closing the viewer changes only `?picture=`, which no loader reads, so the page's
 * data is not fetched again.
 */
export function revalidateUnlessOnlyPictureChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  const withoutPicture = (url: URL) => `${url.pathname}${withPictureNumber(url.search, null)}`;
  const samePage = withoutPicture(currentUrl) === withoutPicture(nextUrl);
  const pictureChanged =
    currentUrl.searchParams.get(PICTURE_PARAM) !== nextUrl.searchParams.get(PICTURE_PARAM);
  return samePage && pictureChanged ? false : defaultShouldRevalidate;
}
