// The documents the reader knows: TREC contract families (here) and addenda (addenda-catalog), and
// how a footer number or a ¶22 label leads to one of them.
import type { FormFamily } from '../deadlines/input-types';
import { ADDENDA, type Addendum, type AddendumKind } from './addenda-catalog';

export { ADDENDA, type Addendum, type AddendumKind };

export type MainForm = { family: FormFamily; number: string; name: string; title: RegExp };

/** Titles as printed in capitals at the top of each form (case-sensitive: body text mentions them in mixed case). */
export const MAIN_FORMS: readonly MainForm[] = [
  {
    family: 'resale',
    number: '20',
    name: 'One to Four Family Residential Contract (Resale)',
    title: /ONE\s+TO\s+FOUR\s+FAMILY\s+RESIDENTIAL\s+CONTRACT/,
  },
  {
    family: 'condo',
    number: '30',
    name: 'Residential Condominium Contract (Resale)',
    title: /RESIDENTIAL\s+CONDOMINIUM/,
  },
  {
    family: 'new-home-incomplete',
    number: '23',
    name: 'New Home Contract (Incomplete Construction)',
    title: /NEW\s+HOME\s+CONTRACT\s*\(?\s*INCOMPLETE/i,
  },
  {
    family: 'new-home-completed',
    number: '24',
    name: 'New Home Contract (Completed Construction)',
    title: /NEW\s+HOME\s+CONTRACT\s*\(?\s*COMPLETED/i,
  },
  { family: 'farm-and-ranch', number: '25', name: 'Farm and Ranch Contract', title: /FARM\s+AND\s+RANCH\s+CONTRACT/ },
  {
    family: 'unimproved',
    number: '9',
    name: 'Unimproved Property Contract',
    title: /UNIMPROVED\s+PROPERTY\s+CONTRACT/,
  },
];

const BY_NUMBER = new Map<string, Addendum>(ADDENDA.flatMap((a) => a.numbers.map((n) => [n, a] as const)));
const BY_KIND = new Map<AddendumKind, Addendum>(ADDENDA.map((a) => [a.kind, a]));

/** 'OP-L' or '40' → its addendum; the series is the part before the last '-' unless it is OP-x. */
export function addendumForNumber(series: string): Addendum | null {
  return BY_NUMBER.get(series.toUpperCase()) ?? null;
}

export function addendumByKind(kind: AddendumKind): Addendum {
  const found = BY_KIND.get(kind);
  if (!found) throw new RangeError(`unknown addendum ${kind}`);
  return found;
}

export function mainFormForNumber(series: string): MainForm | null {
  return MAIN_FORMS.find((f) => f.number === series) ?? null;
}

/** Lower case, straight apostrophes and quotes, single spaces: how ¶22 labels are compared. */
export function normaliseLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\s\uF020]+/g, ' ')
    .trim();
}

/** The ¶22 addendum whose label starts this text, if any. */
export function addendumForLabel(label: string): Addendum | null {
  const text = normaliseLabel(label);
  if (text.length < 5) return null;
  return ADDENDA.find((a) => a.checklist !== undefined && text.startsWith(a.checklist)) ?? null;
}
