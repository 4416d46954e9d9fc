/** The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Undoes our export's guard: "'=SUM(A1)" was written for "=SUM(A1)", "'+1 214…" for "+1 214…". */
export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** "a@x.com, b@y.com" or "Maria <maria@x.com>" → the first address; text with no @ is returned to be refused. */
export function firstEmail(cell: string): string {
  const found = cell.split(/[\s,;]+/).find((part) => part.includes('@'));
  return found ? found.replace(/^[<("']+|[>)"'.]+$/g, '') : cell;
}

/** "(214) 555-0142 (mobile), 817-555-0199" → "(214) 555-0142": the first number, without its label. */
export function firstPhone(cell: string): string {
  const first = cell.split(/[,;\n|]|\s\/\s|\sor\s/i)[0] ?? '';
  return first
    .replace(/\((?=[^)]*[a-z])[^)]*\)/gi, '')
    .replace(/^[a-z ]+:\s*/i, '')
    .trim();
}

/** Text cut to `max` characters (on a word boundary when one is near), and whether it was cut. */
export function clipText(text: string, max: number): { text: string; clipped: boolean } {
  if (text.length <= max) return { text, clipped: false };
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return { text: `${space > max - 40 ? cut.slice(0, space) : cut}…`, clipped: true };
}
