// What the ask page shows of a work and what a question keeps of it, from the content. Pure.
import type { Artist, Show, Work } from "../../content/schema.ts";
import { workArtistName } from "../../content/works.ts";
import { type WorkFacts, markedText, workFacts, workPath } from "../../domain/works.ts";
import { type InquiryValues, TOPICS, type Topic, topicsFor } from "./inquiry-form.ts";

export interface AskView extends WorkFacts {
  showName: string;
  showDisplayName: string;
  workId: string;
  workPath: string;
  artist: string;
  /** "Sold" or "Reserved" in words, with the red dot; null for a work still available. */
  marked: string | null;
  /** A sold or reserved work, or one not for sale: the page offers to ask about similar work. */
  askSimilar: boolean;
  topics: { key: Topic; label: string }[];
}

export function askViewOf(show: Show, work: Work, artists: readonly Artist[]): AskView {
  const topics = topicsFor(work);
  return {
    showName: show.name,
    showDisplayName: show.displayName,
    workId: work.id,
    workPath: workPath(show.name, work.id),
    artist: workArtistName(work, artists),
    ...workFacts(work),
    marked: markedText(work.availability),
    askSimilar: topics.includes("similar"),
    topics: topics.map((key) => ({ key, label: TOPICS[key] })),
  };
}

/** The work as the visitor saw it, kept with their question. */
export interface AskedWork {
  showName: string;
  workId: string;
  title: string;
  artist: string;
  details: string;
  price: string;
}

/** What a visitor sent, and when: shown back to them (nothing is mailed to them), to keep. */
export interface AskedReceipt extends InquiryValues {
  work: AskedWork;
  /** Real-clock milliseconds. */
  askedAtMs: number;
}

/** The work as a question keeps it: "$6,800 (Sold)", "neon and found steel, 72 x 30 in, 2024". */
export function askedWorkOf(view: AskView): AskedWork {
  return {
    showName: view.showName,
    workId: view.workId,
    title: view.title,
    artist: view.artist,
    details: `${view.medium}, ${view.dimensions}, ${view.year}`,
    price: view.marked ? `${view.price} (${view.marked})` : view.price,
  };
}
