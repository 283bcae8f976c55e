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

/** The mailed code: six digits, easy to type on a phone. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The unique part of a mail's Message-ID. */
export function newMailId(): string {
  return randomBytes(16).toString("hex");
}

/** An address as the desk compares it: trimmed, NFC, lower-cased. */
export function addressKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}
