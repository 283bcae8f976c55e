// CSV as RFC 4180 writes it: CRLF line ends, fields quoted when they hold a quote, comma or line
// break, quotes doubled. A cell a spreadsheet would read as a formula is prefixed with ' so it
// stays text (OWASP's advice on CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let cell = String(value);
  if (typeof value === "string" && FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
