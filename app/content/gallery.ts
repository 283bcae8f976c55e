// The gallery's own facts (shared/GALLERY.md). This is the one place a maintainer edits them.
export const gallery = {
  name: "The Front",
  /** How headings refer to the gallery mid-sentence. */
  nameInSentence: "the Front",
  kind: "artist-run, member-owned cooperative gallery",
  foundedYear: 2015,
  address: {
    street: "6 Barre St",
    city: "Montpelier",
    region: "VT",
    postalCode: "05602",
    country: "US",
  },
  geo: { latitude: 44.2585667, longitude: -72.5762729 },
  timeZone: "America/New_York",
  email: "info@thefrontvt.com",
  phone: { display: "(802) 552-0877", dial: "8025520877" },
  instagram: {
    handle: "gallerythefront",
    url: "https://www.instagram.com/gallerythefront",
  },
  donationUrl: "https://www.paypal.com/donate/?hosted_button_id=QRX486T87D45G",
  hours: "Fridays 4-7pm, Saturdays and Sundays 11am-5pm, or by appointment",
  /**
   * The same hours for machines (search engines' structured data, the "Open now" line), 24-hour
   * Montpelier wall times.
   */
  openingHours: [
    { days: ["Friday"], opens: "16:00", closes: "19:00" },
    { days: ["Saturday", "Sunday"], opens: "11:00", closes: "17:00" },
  ],
  /**
   * Days the gallery stays shut whatever the hours say (holidays), inclusive. The "Open now" line
   * skips them. Add one per holiday; past ones may stay.
   */
  closures: [
    { from: "2025-12-26", to: "2025-12-28", reason: "Holiday break" },
    { from: "2026-12-25", to: "2026-12-27", reason: "Holiday break" },
  ],
  openings: "first Friday of each month, 4-7 PM, or 4-8 PM on Montpelier Art Walk nights",
  anniversary: {
    years: 10,
    year: 2025,
    groupShows: 67,
    soloShows: 30,
    currentMembers: 23,
    formerMembers: 36,
  },
  showsPerYearSince2020: 12,
  copyrightYear: 2025,
} as const;

export function fullAddress(): string {
  const { street, city, region, postalCode } = gallery.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** A maps place link for the street address. */
export function mapsUrl(): string {
  const query = encodeURIComponent(`${gallery.name}, ${fullAddress()}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
