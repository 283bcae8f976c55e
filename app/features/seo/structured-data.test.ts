import { describe, expect, it } from "vitest";
import type { Artist, GalleryEvent, Show, Work } from "../../content/schema.ts";
import {
  artGallery,
  exhibitionEvent,
  galleryEvent,
  isoWithOffset,
  person,
  visualArtwork,
} from "./structured-data.ts";

const siteUrl = "https://front.example.org";

const show: Show = {
  name: "after-dark",
  number: 70.1,
  displayName: "After Dark",
  superDisplayName: "Ana Example",
  startDate: "2025-12-05",
  endDate: "2025-12-28",
  artistParamName: "ana-example",
  featuredImage: { src: "after-dark/featured.jpg" },
  description: ["Night <em>paintings</em>.", "Second paragraph."],
  images: [],
  videos: [],
};

const event: GalleryEvent = {
  title: "Opening Reception: After Dark",
  date: "2025-12-05T16:00",
  description: ["Meet <strong>Ana</strong>."],
  image: { src: "after-dark/featured.jpg", directory: "shows" },
  link: { type: "internal", text: "About the show", url: "/shows/after-dark" },
};

const artist: Artist = {
  paramName: "ana-example",
  name: "Ana Example",
  website: "https://ana.example.com",
  instagram: { handle: "ana", link: "https://www.instagram.com/ana" },
  images: [],
  bio: ["Ana paints <em>at night</em>."],
};

/** The address shape search engines read for a place in the US. */
const galleryAddress = {
  "@type": "PostalAddress",
  streetAddress: "6 Barre St",
  addressLocality: "Montpelier",
  addressRegion: "VT",
  postalCode: "05602",
  addressCountry: "US",
};

describe("artGallery", () => {
  const data = artGallery(siteUrl);

  it("is an ArtGallery with its address, position and social page", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ArtGallery",
      "@id": "https://front.example.org/#gallery",
      name: "The Front",
      url: "https://front.example.org/",
      telephone: "+1-802-552-0877",
      email: "info@thefrontvt.com",
      address: galleryAddress,
      geo: { "@type": "GeoCoordinates", latitude: 44.2585667, longitude: -72.5762729 },
      sameAs: ["https://www.instagram.com/gallerythefront"],
    });
  });

  it("states the opening hours of product §8.3", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "16:00",
        closes: "19:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
        opens: "11:00",
        closes: "17:00",
      },
    ]);
    expect(data).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("marks closed the coming days nobody sits while the rota is on (issue 33)", () => {
    expect(artGallery(siteUrl, ["2025-07-19"]).specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2025-07-19",
        validThrough: "2025-07-19",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });
});

describe("exhibitionEvent", () => {
  it("describes a show at the gallery, with its dates, image and artist", () => {
    const data = exhibitionEvent({
      show,
      siteUrl,
      image: `${siteUrl}/images/shows/after-dark/featured.jpg`,
      artist,
    });
    expect(data).toMatchObject({
      "@type": "ExhibitionEvent",
      name: "After Dark",
      url: "https://front.example.org/shows/after-dark",
      startDate: "2025-12-05",
      endDate: "2025-12-28",
      image: ["https://front.example.org/images/shows/after-dark/featured.jpg"],
      description: "Night paintings. Second paragraph.",
      location: { "@type": "Place", name: "The Front", address: galleryAddress },
      performer: { "@type": "Person", url: "https://front.example.org/artists/ana-example" },
    });
  });

  it("leaves out what the show does not have", () => {
    const data = exhibitionEvent({
      show: { ...show, endDate: undefined },
      siteUrl,
      image: "x",
      artist: null,
    });
    expect(data).not.toHaveProperty("endDate");
    expect(data).not.toHaveProperty("performer");
  });
});

describe("galleryEvent", () => {
  it("is an Event at the gallery, starting at its Montpelier time", () => {
    const calendar = "https://front.example.org/events/2025-12-05-opening-reception-after-dark.ics";
    expect(
      galleryEvent({ event, siteUrl, image: "https://x.example.org/a.jpg", calendar }),
    ).toMatchObject({
      "@type": "Event",
      name: "Opening Reception: After Dark",
      startDate: "2025-12-05T16:00:00-05:00",
      endDate: "2025-12-05T19:00:00-05:00",
      subjectOf: { encodingFormat: "text/calendar", url: calendar },
      url: "https://front.example.org/shows/after-dark",
      description: "Meet Ana.",
      location: { "@type": "Place", address: galleryAddress },
    });
  });

  it("points at the events page when the event links elsewhere", () => {
    const external = {
      ...event,
      link: { type: "external" as const, text: "t", url: "https://e.example.org" },
    };
    expect(galleryEvent({ event: external, siteUrl, image: "x", calendar: "y" }).url).toBe(
      "https://front.example.org/events",
    );
  });
});

describe("person", () => {
  it("is a Person with their pages elsewhere, a member of the gallery", () => {
    expect(person({ artist, siteUrl })).toMatchObject({
      "@type": "Person",
      name: "Ana Example",
      url: "https://front.example.org/artists/ana-example",
      sameAs: ["https://ana.example.com", "https://www.instagram.com/ana"],
      description: "Ana paints at night.",
      memberOf: { "@id": "https://front.example.org/#gallery" },
    });
    expect(person({ artist: { ...artist, isNotMember: true }, siteUrl })).not.toHaveProperty(
      "memberOf",
    );
  });
});

describe("isoWithOffset", () => {
  it("writes a Montpelier wall time with its daylight or standard offset", () => {
    expect(isoWithOffset("2025-07-04T16:00")).toBe("2025-07-04T16:00:00-04:00");
    expect(isoWithOffset("2025-01-03T16:00")).toBe("2025-01-03T16:00:00-05:00");
  });
});

describe("visualArtwork", () => {
  const work: Work = {
    id: "night-bus",
    title: "Night Bus",
    artist: "ana-example",
    year: 2025,
    medium: "oil on panel",
    dimensions: "12 x 16 in",
    price: 1200,
    availability: "available",
    image: "after-dark/01.jpg",
    description: "A lit bus at a stop in the snow.",
  };
  const build = (fields: Partial<Work> = {}) =>
    visualArtwork({
      show,
      work: { ...work, ...fields },
      siteUrl,
      image: `${siteUrl}/images/shows/after-dark/01.jpg`,
      creator: { name: "Ana Example", paramName: "ana-example" },
    });

  it("describes the work at its own address, with its maker, medium and the artist's words", () => {
    expect(build()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Night Bus",
      url: `${siteUrl}/shows/after-dark/works/night-bus`,
      image: `${siteUrl}/images/shows/after-dark/01.jpg`,
      description: "A lit bus at a stop in the snow.",
      creator: { "@type": "Person", name: "Ana Example", url: `${siteUrl}/artists/ana-example` },
      dateCreated: "2025",
      artMedium: "oil on panel",
      size: "12 x 16 in",
    });
  });

  it("offers it in US dollars, its availability following the red dot", () => {
    expect(build().offers).toEqual({
      "@type": "Offer",
      url: `${siteUrl}/shows/after-dark/works/night-bus`,
      availability: "https://schema.org/InStock",
      price: "1200",
      priceCurrency: "USD",
      seller: { "@type": "ArtGallery", "@id": `${siteUrl}/#gallery`, name: "The Front" },
    });
    expect(build({ availability: "sold" }).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      price: "1200",
    });
    expect(build({ availability: "reserved" }).offers).toMatchObject({
      availability: "https://schema.org/Reserved",
    });
  });

  it("gives no price when it is on request, and no offer when it is not for sale", () => {
    const onRequest = build({ price: "on request" }).offers;
    expect(onRequest).toMatchObject({ availability: "https://schema.org/InStock" });
    expect(onRequest).not.toHaveProperty("price");
    expect(onRequest).not.toHaveProperty("priceCurrency");
    expect(build({ price: "not for sale" })).not.toHaveProperty("offers");
  });

  it("names a visiting artist without a page, and leaves out a missing description", () => {
    const data = visualArtwork({
      show,
      work: { ...work, artist: undefined, artistName: "Guest Painter", description: undefined },
      siteUrl,
      image: "x",
      creator: { name: "Guest Painter" },
    });
    expect(data["creator"]).toEqual({ "@type": "Person", name: "Guest Painter" });
    expect(data).not.toHaveProperty("description");
  });
});
