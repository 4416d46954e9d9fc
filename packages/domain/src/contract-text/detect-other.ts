// Documents that are not TREC promulgated contracts: Texas REALTORS forms (recognised by their
// "(TXR-2001) 07-08-22" footer or title) and plain-language agreements (recognised by their wording).
import { isCivilDate } from '../deadlines/civil-date';
import { lineEvidence } from './detect-trec';
import type { ContractForm, DetectedAddendum } from './form-types';
import type { Doc, Region } from './text-lines';
import type { Evidence } from './types';

const TXR_FOOTER = /\(TXR[-\s]?(\d{4})\)\s*(\d{2})-(\d{2})-(\d{2,4})?/;

const TXR_FORMS: Readonly<Record<string, { family: 'residential-lease' | 'listing-agreement'; name: string }>> = {
  '2001': { family: 'residential-lease', name: 'Residential Lease (TXR 2001)' },
  '1101': {
    family: 'listing-agreement',
    name: 'Residential Real Estate Listing Agreement, Exclusive Right to Sell (TXR 1101)',
  },
};

const LEASE_TITLE = /^[ \t]*RESIDENTIAL\s+LEASE[ \t]*$/m;
const LISTING_TITLE = /RESIDENTIAL\s+REAL\s+ESTATE\s+LISTING\s+AGREEMENT|EXCLUSIVE\s+RIGHT\s+TO\s+SELL/;
const TAR = /TEXAS\s+ASSOCIATION\s+OF\s+REALTORS/i;

function hitEvidence(doc: Doc, re: RegExp, paragraph: string): Evidence | null {
  const m = re.exec(doc.text);
  return m ? lineEvidence(doc, m.index, m.index + m[0].length, paragraph) : null;
}

export function detectTexasRealtors(doc: Doc, addenda: DetectedAddendum[]): ContractForm | null {
  const footer = TXR_FOOTER.exec(doc.text);
  const known = footer ? TXR_FORMS[footer[1] ?? ''] : undefined;
  const lease = hitEvidence(doc, LEASE_TITLE, 'Title');
  const listing = hitEvidence(doc, LISTING_TITLE, 'Title');
  const family =
    known?.family ?? (lease ? 'residential-lease' : listing && TAR.test(doc.text) ? 'listing-agreement' : null);
  if (!family) return null;
  const evidence = [family === 'residential-lease' ? lease : listing].filter((e): e is Evidence => e !== null);
  let printedDate: string | null = null;
  if (footer) {
    evidence.push(lineEvidence(doc, footer.index, footer.index + footer[0].length, 'Footer'));
    const y = footer[4] ?? '';
    const date = `${y.length === 2 ? `20${y}` : y}-${footer[2]}-${footer[3]}`;
    printedDate = isCivilDate(date) ? date : null;
  }
  const fallbackName = family === 'residential-lease' ? 'Residential Lease' : 'Residential Listing Agreement';
  return {
    family,
    kind: family === 'residential-lease' ? 'lease' : 'listing',
    publisher: 'Texas REALTORS',
    name: known?.name ?? fallbackName,
    formNumber: footer ? `TXR-${footer[1]}` : null,
    version: footer ? footer[0].replace(/^\(TXR[-\s]?\d{4}\)\s*/, '') : null,
    printedDate,
    addenda,
    confidence: footer && known && evidence.length > 1 ? 'high' : 'medium',
    evidence,
  };
}

type Cue = { re: RegExp; label: string };

const PURCHASE: readonly Cue[] = [
  { re: /\b(?:purchase|sales?)\s+price\b/i, label: 'Purchase price' },
  { re: /\b(?:purchase|sale)\s+(?:and\s+sale\s+)?(?:agreement|contract)\b/i, label: 'Title' },
  { re: /\bearnest\s+money\b/i, label: 'Earnest money' },
  { re: /\bclosing\b/i, label: 'Closing' },
  { re: /\bbuyer\b/i, label: 'Parties' },
  { re: /\bseller\b/i, label: 'Parties' },
];
const LEASE: readonly Cue[] = [
  { re: /\blease\b/i, label: 'Title' },
  { re: /\b(?:landlord|lessor)\b/i, label: 'Parties' },
  { re: /\b(?:tenant|lessee)\b/i, label: 'Parties' },
  { re: /\b(?:monthly\s+)?rent\b/i, label: 'Rent' },
  { re: /\bsecurity\s+deposit\b/i, label: 'Security deposit' },
];
const LISTING: readonly Cue[] = [
  { re: /\blisting\s+agreement\b/i, label: 'Title' },
  { re: /\blisting\s+price\b/i, label: 'Listing price' },
  { re: /\bbroker\b/i, label: 'Parties' },
  { re: /\bcommission|broker['’]s\s+fee\b/i, label: 'Commission' },
];

/** The first hit of each cue outside the excluded regions (addenda speak of prices and closings too). */
function score(doc: Doc, cues: readonly Cue[], exclude: readonly Region[]): Evidence[] {
  const outside = (at: number) => !exclude.some((r) => at >= r.start && at < r.end);
  return cues.flatMap((c) => {
    const re = new RegExp(c.re.source, `${c.re.flags}g`);
    for (let m = re.exec(doc.text); m; m = re.exec(doc.text)) {
      if (outside(m.index)) return [lineEvidence(doc, m.index, m.index + m[0].length, c.label)];
    }
    return [];
  });
}

export function detectPlainLanguage(
  doc: Doc,
  addenda: DetectedAddendum[],
  exclude: readonly Region[] = [],
): ContractForm | null {
  const candidates = [
    {
      family: 'plain-language-purchase',
      kind: 'purchase',
      name: 'Plain-language purchase agreement',
      hits: score(doc, PURCHASE, exclude),
      need: 4,
      key: 'Purchase price',
    },
    {
      family: 'plain-language-lease',
      kind: 'lease',
      name: 'Plain-language lease',
      hits: score(doc, LEASE, exclude),
      need: 4,
      key: 'Rent',
    },
    {
      family: 'listing-agreement',
      kind: 'listing',
      name: 'Listing agreement',
      hits: score(doc, LISTING, exclude),
      need: 3,
      key: 'Listing price',
    },
  ] as const;
  // The key cue (a price, rent, a listing price) must be present; then the most complete wins.
  const best = candidates
    .filter((c) => c.hits.length >= c.need && c.hits.some((h) => h.paragraph === c.key))
    .sort((a, b) => b.hits.length / b.need - a.hits.length / a.need)[0];
  if (!best) return null;
  return {
    family: best.family,
    kind: best.kind,
    publisher: null,
    name: best.name,
    formNumber: null,
    version: null,
    printedDate: null,
    addenda,
    confidence: best.hits.length >= best.need + 1 ? 'medium' : 'low',
    evidence: best.hits.slice(0, 3),
  };
}
