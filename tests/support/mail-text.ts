// Reading a raw mail the test SMTP server received: its headers (unfolded) and its text
// (quoted-printable decoded), as a mail client would show them.

export function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export function textOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
