// Generated sign-up requests that must all be refused: random bytes, wrong types, huge strings,
// deep nesting, SQL and HTML fragments. Seeded, so every run sends the same ones.

export interface BadRequest {
  kind: string;
  contentType: string | null;
  body: Uint8Array<ArrayBuffer> | string;
}

/** A small seeded generator (mulberry32): the same sequence on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE subscribers; --",
  '" OR 1=1 --',
  "1; DELETE FROM messages",
  "' UNION SELECT email FROM subscribers --",
  "Robert'); DROP TABLE outbox;--",
];
const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "<iframe src=javascript:alert(1)>",
  "</textarea><b>bold</b>",
];
const WRONG_TYPES: unknown[] = [
  42,
  -1.5,
  true,
  false,
  [],
  ["a@example.com"],
  {},
  { email: "a@example.com" },
  [[["deep"]]],
];

export function badRequests(seed = 20250715): BadRequest[] {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const bytes = (length: number) => Uint8Array.from({ length }, () => int(256));
  const json = (kind: string, value: unknown): BadRequest => ({
    kind,
    contentType: JSON_TYPE,
    body: JSON.stringify(value),
  });
  const requests: BadRequest[] = [];

  // Random bytes, as JSON and as a form.
  for (let i = 0; i < 150; i++) {
    requests.push({ kind: "random bytes", contentType: JSON_TYPE, body: bytes(1 + int(2000)) });
  }
  for (let i = 0; i < 80; i++) {
    requests.push({ kind: "random bytes", contentType: FORM_TYPE, body: bytes(1 + int(2000)) });
  }

  // Every field with every wrong type, beside a valid address.
  for (const field of ["email", "firstname", "lastname", "message"]) {
    for (const value of WRONG_TYPES) {
      requests.push(json("wrong type", { email: "valid@example.com", [field]: value }));
    }
  }
  // JSON that is not an object at all.
  for (const value of [null, 0, "valid@example.com", [], [{ email: "valid@example.com" }], true]) {
    requests.push(json("wrong type", value));
  }

  // Huge strings: over a field's bound, or over the 16 KiB body limit.
  const huge = (length: number) => "x".repeat(length);
  for (let i = 0; i < 20; i++) {
    requests.push(json("huge string", { email: `${huge(250 + int(5000))}@example.com` }));
    requests.push(
      json("huge string", { email: "valid@example.com", firstname: huge(101 + int(5000)) }),
    );
    requests.push(
      json("huge string", { email: "valid@example.com", lastname: huge(101 + int(5000)) }),
    );
    requests.push(
      json("huge string", { email: "valid@example.com", message: huge(5001 + int(9000)) }),
    );
    requests.push(
      json("huge string", { email: "valid@example.com", message: huge(17_000 + int(200_000)) }),
    );
  }

  // Deep nesting.
  for (let i = 0; i < 40; i++) {
    const depth = 10 + int(2500);
    requests.push({
      kind: "nested",
      contentType: JSON_TYPE,
      body: `{"email":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`,
    });
    requests.push({
      kind: "nested",
      contentType: JSON_TYPE,
      body: `${"[".repeat(depth)}"valid@example.com"${"]".repeat(depth)}`,
    });
  }

  // SQL and HTML fragments where an address should be, and with no address at all.
  for (const fragment of [...SQL, ...HTML]) {
    requests.push(json("sql/html", { email: fragment }));
    requests.push(json("sql/html", { email: `${fragment}@example.com` }));
    requests.push(json("sql/html", { email: `valid@example.com${fragment}` }));
    requests.push(json("sql/html", { firstname: fragment, lastname: fragment, message: fragment }));
    requests.push({
      kind: "sql/html",
      contentType: FORM_TYPE,
      body: new URLSearchParams({ email: fragment, message: fragment }).toString(),
    });
    requests.push(json("sql/html", { email: "valid@example.com", firstname: `${fragment}\u0000` }));
  }

  // Malformed JSON.
  for (const text of [
    "",
    "{",
    '{"email":',
    "{'email':'a@example.com'}",
    '{"email":"a@example.com",}',
    "undefined",
    "NaN",
    '{"email":"\\x"}',
  ]) {
    requests.push({ kind: "malformed JSON", contentType: JSON_TYPE, body: text });
  }

  // A valid sign-up in an encoding the endpoint does not take.
  const valid = JSON.stringify({ email: "valid@example.com" });
  for (const type of [
    null,
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/xml",
    "application/jsonp",
    "text/html",
  ]) {
    requests.push({ kind: "content type", contentType: type, body: valid });
  }

  return requests;
}
