import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, subjectPageMeta } from "./page-meta.ts";

const context = {
  matches: [{ id: "root", loaderData: { config: { siteUrl: "https://front.example.org" } } }],
};

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value);
}

describe("pageMeta", () => {
  const meta = pageMeta(
    {
      title: "Artists",
      description: "The member artists.",
      path: "/artists",
      image: "/images/artists/a.jpg",
      imageAlt: "A painting",
    },
    context,
  );

  it("titles the page after the site", () => {
    expect(meta).toContainEqual({ title: "Artists | The Front" });
    expect(pageMeta({ description: "d", path: "/" }, context)).toContainEqual({
      title: "The Front | Artist-run gallery in Montpelier, Vermont",
    });
  });

  it("gives the canonical address under SITE_URL", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://front.example.org/artists",
    });
    expect(find(meta, "property", "og:url")).toEqual({
      property: "og:url",
      content: "https://front.example.org/artists",
    });
  });

  it("describes the page for social cards, with its main image", () => {
    expect(meta).toContainEqual({ property: "og:title", content: "Artists" });
    expect(meta).toContainEqual({ property: "og:description", content: "The member artists." });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://front.example.org/images/artists/a.jpg",
    });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "A painting" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({
      name: "twitter:image",
      content: "https://front.example.org/images/artists/a.jpg",
    });
  });

  it("gives the size of a social card cut at build", () => {
    const card = pageMeta(
      {
        title: "After Dark",
        description: "d",
        path: "/shows/after-dark",
        image: "/images/shows/after-dark/featured.og.jpg",
        imageSize: { width: 1200, height: 630 },
      },
      context,
    );
    expect(card).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(card).toContainEqual({ property: "og:image:height", content: "630" });
  });

  it("falls back to a small card without an image", () => {
    const plain = pageMeta({ title: "Visit", description: "d", path: "/visit" }, context);
    expect(plain).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(find(plain, "property", "og:image")).toBeUndefined();
  });

  it("describes the gallery on every page, then the page's own things", () => {
    const withShow = pageMeta(
      {
        description: "d",
        path: "/shows/x",
        structuredData: [{ "@context": "https://schema.org", "@type": "ExhibitionEvent" }],
      },
      context,
    );
    const types = withShow
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
    expect(types).toEqual(["ArtGallery", "ExhibitionEvent"]);
  });
});

describe("absoluteUrl", () => {
  it("leaves absolute addresses alone and resolves paths against the site", () => {
    expect(absoluteUrl("https://a.example.org", "https://b.example.org/x.jpg")).toBe(
      "https://b.example.org/x.jpg",
    );
    expect(absoluteUrl("https://a.example.org", "/x.jpg")).toBe("https://a.example.org/x.jpg");
  });
});

describe("subjectPageMeta", () => {
  const page = { title: "Signal", description: "A work.", path: "/shows/s/works/signal" };
  const structuredData = { "@type": "VisualArtwork", name: "Signal" };

  it("shows the subject's social card, sized, and says its picture in words", () => {
    const meta = subjectPageMeta(
      page,
      {
        socialCard: { src: "/images/shows/s/01.og.jpg", width: 1200, height: 630 },
        picture: { src: "/images/shows/s/01.jpg", alt: "A column of steel" },
        structuredData,
      },
      context,
    );
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://front.example.org/images/shows/s/01.og.jpg",
    });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "A column of steel" });
    expect(meta).toContainEqual({ "script:ld+json": structuredData });
  });

  it("falls back to the picture without a card, and to the words alone without a subject", () => {
    const withoutCard = subjectPageMeta(
      page,
      { picture: { src: "/images/shows/s/01.jpg" }, structuredData },
      context,
    );
    expect(withoutCard).toContainEqual({
      property: "og:image",
      content: "https://front.example.org/images/shows/s/01.jpg",
    });
    expect(find(withoutCard, "property", "og:image:width")).toBeUndefined();
    const nothing = subjectPageMeta(page, undefined, context);
    expect(find(nothing, "property", "og:image")).toBeUndefined();
    expect(nothing).not.toContainEqual({ "script:ld+json": structuredData });
  });
});
