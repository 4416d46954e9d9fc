// TREC Rule §537.11: on a promulgated form a license holder may add only factual statements and
// business details to Special Provisions (¶11), not legal language. These phrases allocate rights,
// remedies or liability, so their presence there is flagged with the exact words quoted.
import type { RiskHit, Rule } from './risk-types';

const LEGAL_PHRASES: readonly { label: string; pattern: RegExp }[] = [
  { label: 'indemnity', pattern: /indemnif\w*/i },
  { label: 'hold harmless', pattern: /hold\s+harmless/i },
  { label: 'liquidated damages', pattern: /liquidated\s+damages/i },
  { label: 'time is of the essence', pattern: /time\s+is\s+of\s+the\s+essence/i },
  { label: 'notwithstanding', pattern: /notwithstanding/i },
  { label: 'waiver of rights', pattern: /\bwaive[sd]?\b|\bwaiver\b/i },
  {
    label: 'termination right',
    pattern: /\b(?:may|shall|right\s+to)\s+terminate\b|terminate\s+this\s+(?:contract|agreement)/i,
  },
  {
    label: 'contingency',
    pattern: /\b(?:is|be|being)\s+contingent\s+(?:up)?on\b|contingent\s+(?:up)?on\s+the\s+sale/i,
  },
  { label: 'default and remedies', pattern: /\bin\s+the\s+event\s+of\s+(?:a\s+)?default\b|\bremedies\b/i },
  {
    label: 'release of liability',
    pattern: /\brelease[sd]?\b[^.]{0,40}\bliab(?:le|ility)\b|\bshall\s+not\s+be\s+liable\b/i,
  },
  { label: 'deeming language', pattern: /\bshall\s+be\s+deemed\b/i },
  { label: 'null and void', pattern: /null\s+and\s+void/i },
  { label: "attorney's fees", pattern: /attorney['’]?s['’]?\s+fees/i },
  { label: 'sole discretion', pattern: /sole\s+(?:and\s+absolute\s+)?discretion/i },
];

export type LegalPhrase = { label: string; quote: string };

/** Legal phrases in a Special Provisions quote; each `quote` is an exact substring of `text`. */
export function findLegalLanguage(text: string): LegalPhrase[] {
  const found: LegalPhrase[] = [];
  for (const { label, pattern } of LEGAL_PHRASES) {
    const m = pattern.exec(text);
    if (m) found.push({ label, quote: m[0] });
  }
  return found;
}

/** The sentence around a match, cut from the original text so it stays an exact substring. */
function sentenceAround(text: string, phrase: string): string {
  const at = text.indexOf(phrase);
  const start = Math.max(text.lastIndexOf('.', at) + 1, 0);
  const endDot = text.indexOf('.', at + phrase.length);
  const end = endDot < 0 ? text.length : endDot + 1;
  return text.slice(start, end).trim();
}

export const specialProvisionsRule: Rule = (ctx) => {
  const provisions = ctx.terms.specialProvisions;
  if (!ctx.trec || !provisions) return [];
  const phrases = findLegalLanguage(provisions.evidence.quote);
  const first = phrases[0];
  if (!first) return [];
  const hit: RiskHit = {
    id: 'legal-language-special-provisions',
    name: 'Legal language in Special Provisions (TREC Rule §537.11)',
    points: 15,
    severity: 'high',
    list: 'critical',
    compliance: true,
    title: 'Legal language in Special Provisions',
    detail: `¶11 contains ${phrases.map((p) => `"${p.quote}" (${p.label})`).join(', ')}. A license holder may add only factual statements and business details to a promulgated form (TREC Rule §537.11); terms like these belong in a promulgated addendum or in language an attorney drafts.`,
    evidence: {
      paragraph: provisions.evidence.paragraph,
      quote: sentenceAround(provisions.evidence.quote, first.quote),
    },
    fix: {
      action: 'Replace the legal wording in Special Provisions with a promulgated addendum',
      assignedTo: 'realtor',
      category: 'Compliance',
      implementation:
        'Keep only factual business details in ¶11; use the matching TREC addendum, or have the client consult an attorney.',
      cost: 'No cost, or attorney time',
      benefit: 'Keeps the license holder within TREC Rule §537.11 and the parties on tested wording.',
      form: null,
      doNow: true,
    },
  };
  return [hit];
};
