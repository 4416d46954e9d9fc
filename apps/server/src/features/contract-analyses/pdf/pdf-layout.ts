/** A run of text placed on a PDF page (PDF units, origin bottom-left). */
export type PlacedText = { str: string; x: number; y: number; width: number; fontSize: number };

const MAX_GAP_SPACES = 12;

/**
 * Rebuilds reading order from positioned text: rows top to bottom, runs left to right, with spaces
 * standing in for horizontal gaps (close to `pdftotext -layout`, which the contract reader expects).
 */
export function layoutPage(items: PlacedText[]): string {
  const runs = items.filter((i) => i.str.length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, (line?.[0]?.fontSize ?? run.fontSize) * 0.45);
    if (line && Math.abs((line[0]?.y ?? 0) - run.y) <= tolerance) line.push(run);
    else lines.push([run]);
  }
  return lines.map(renderLine).join('\n');
}

function renderLine(line: PlacedText[]): string {
  const runs = [...line].sort((a, b) => a.x - b.x);
  let out = '';
  let cursor = -Infinity;
  for (const run of runs) {
    const gap = run.x - cursor;
    const charWidth = Math.max(2, run.fontSize * 0.5);
    if (out && gap > charWidth * 0.4 && !out.endsWith(' ') && !run.str.startsWith(' ')) {
      out += ' '.repeat(Math.min(MAX_GAP_SPACES, Math.max(1, Math.round(gap / charWidth))));
    }
    out += run.str;
    cursor = run.x + run.width;
  }
  return out.trimEnd();
}

/** A PDF with no text layer (a scan) needs the text pasted by hand. */
export function looksScanned(text: string, pages: number): boolean {
  const visible = text.replace(/\s+/g, '').length;
  return visible < Math.max(40, pages * 20);
}

export function isPdf(bytes: Uint8Array): boolean {
  // "%PDF-" may follow a little junk; the spec allows it within the first 1024 bytes.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
