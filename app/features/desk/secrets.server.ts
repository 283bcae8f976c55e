// Secrets the desk hands out (codes, session tokens, client ids) and the only form in which it
// keeps them: a SHA-256. The database (and every backup of it) holds nothing a thief could use.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export function hashOf(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Whether `value` hashes to `hash`, compared in constant time. */
export function matchesHash(value: string, hash: string): boolean {
  const given = Buffer.from(hashOf(value), "hex");
  const kept = Buffer.from(hash, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** A session token or client id: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The mailed code: eight digits, still easy to type on a phone. Six would let a stranger who asks
 * for codes all day (5 an hour to an address, 5 tries each) guess one member's in about 4 years,
 * and one of 23 members' in about 2 months; eight make that 200 years.
 */
export function newCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, "0");
}

/** The unique part of a mail's Message-ID. */
export function newMailId(): string {
  return randomBytes(16).toString("hex");
}

/** An address as the desk compares it: trimmed, NFC, lower-cased. */
export function addressKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}
