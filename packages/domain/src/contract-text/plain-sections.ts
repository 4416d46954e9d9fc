// Numbered paragraphs of a document that is not a TREC form (a Texas REALTORS lease or listing):
// found by their number and heading words, at a line start or run onto the line before ("… 5. RENT:"),
// so each term is read inside its own paragraph and a signature line cannot stand in for ¶1.
import type { Doc, Region } from './text-lines';

/** Any numbered heading in capitals: where the paragraph before it ends. */
// Words may be split over two lines ("4. AUTOMATIC RENEWAL AND\n NOTICE OF TERMINATION:").
const ANY_HEADING = /(?<![^\s])\d{1,2}\.\s{0,12}[A-Z][A-Z'’&/-]{2,}(?:\s+[A-Z'’&/-]{2,})*\s*[:.]/g;

export type SectionTitles<K extends string> = Readonly<Record<K, RegExp>>;

/**
 * The region of each titled paragraph (first match wins), running to the next numbered heading.
 * `titles` are heading words in capitals, e.g. { rent: /RENT\b/ }; a paragraph not found is absent.
 */
export function plainSections<K extends string>(doc: Doc, titles: SectionTitles<K>): Partial<Record<K, Region>> {
  const text = doc.text;
  const starts: { at: number; heading: string }[] = [];
  ANY_HEADING.lastIndex = 0;
  for (let m = ANY_HEADING.exec(text); m; m = ANY_HEADING.exec(text)) starts.push({ at: m.index, heading: m[0] });
  const out: Partial<Record<K, Region>> = {};
  starts.forEach((s, i) => {
    const words = s.heading.replace(/^\d{1,2}\.\s*/, '');
    for (const key of Object.keys(titles) as K[]) {
      if (out[key] || !titles[key].test(words)) continue;
      out[key] = { start: s.at, end: starts[i + 1]?.at ?? text.length };
      break;
    }
  });
  return out;
}
