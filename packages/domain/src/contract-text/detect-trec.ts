// TREC documents: the contract by its capitalised title and the "TREC NO. 20-18" footer printed on
// every page, and each addendum by its own title or footer number.
import { isCivilDate } from '../deadlines/civil-date';
import { evidenceAt } from './evidence';
import { ADDENDA, addendumForNumber, MAIN_FORMS, mainFormForNumber } from './form-catalog';
import type { ContractForm, DetectedAddendum } from './form-types';
import { splitParts, type Parts } from './sections';
import type { Doc, Region } from './text-lines';
import type { Evidence } from './types';

type NumberHit = { series: string; version: string; start: number; end: number };

const TREC_NO = /TREC\s+NO\.?\s*(OP-[A-Z]|\d{1,2}-\d{1,2})(?![\d-])/gi;
const HEADER_SLACK = 2000;
const HEADER_DATE = /Page\s*\d*\s*of\s*\d+\s+(\d{2})-(\d{2})-(\d{4}|\d{2})(?!\d)/;

function trecNumbers(text: string): NumberHit[] {
  const hits: NumberHit[] = [];
  TREC_NO.lastIndex = 0;
  for (let m = TREC_NO.exec(text); m; m = TREC_NO.exec(text)) {
    // "This form replaces TREC NO. 20-16." names the old form, not this one.
    if (/replaces\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const version = (m[1] ?? '').toUpperCase();
    const series = version.startsWith('OP-') ? version : (version.split('-')[0] ?? '');
    hits.push({ series, version, start: m.index, end: m.index + m[0].length });
  }
  return hits;
}

/** The whole printed line around [start, end), as evidence. */
export function lineEvidence(doc: Doc, start: number, end: number, paragraph: string): Evidence {
  const lineStart = doc.text.lastIndexOf('\n', start - 1) + 1;
  const nl = doc.text.indexOf('\n', end);
  return evidenceAt(doc, lineStart, nl < 0 ? doc.text.length : nl, paragraph);
}

function mostCommon(hits: NumberHit[]): NumberHit | null {
  const counts = new Map<string, number>();
  for (const h of hits) counts.set(h.version, (counts.get(h.version) ?? 0) + 1);
  let best: NumberHit | null = null;
  for (const h of hits) if (!best || (counts.get(h.version) ?? 0) > (counts.get(best.version) ?? 0)) best = h;
  return best;
}

function printedDate(doc: Doc, region: Region): { date: string; evidence: Evidence } | null {
  const m = HEADER_DATE.exec(doc.text.slice(region.start, region.end));
  if (!m) return null;
  const year = (m[3] ?? '').length === 2 ? `20${m[3]}` : (m[3] ?? '');
  const date = `${year}-${m[1]}-${m[2]}`;
  if (!isCivilDate(date)) return null;
  const at = region.start + m.index;
  return { date, evidence: lineEvidence(doc, at, at + m[0].length, 'Header') };
}

function detectAddenda(doc: Doc, parts: Parts, numbers: NumberHit[]): DetectedAddendum[] {
  const found: { at: number; addendum: DetectedAddendum }[] = [];
  const seen = new Set<string>();
  for (const part of parts.addenda) {
    const addendum = ADDENDA.find((a) => a.kind === part.kind);
    if (!addendum) continue;
    const inPart = (n: NumberHit) => n.start >= part.region.start && n.start < part.region.end;
    const own = numbers.find((n) => addendum.numbers.includes(n.series) && inPart(n));
    seen.add(part.kind);
    found.push({
      at: part.title.start,
      addendum: {
        kind: part.kind,
        name: addendum.name,
        formNumber: own?.series ?? null,
        version: own?.version ?? null,
        evidence: lineEvidence(doc, part.title.start, part.title.end, addendum.name),
      },
    });
  }
  // An addendum may show only as its footer number when the PDF garbled its title.
  for (const n of numbers) {
    const addendum = addendumForNumber(n.series);
    if (!addendum || seen.has(addendum.kind)) continue;
    seen.add(addendum.kind);
    const evidence = lineEvidence(doc, n.start, n.end, addendum.name);
    found.push({
      at: n.start,
      addendum: { kind: addendum.kind, name: addendum.name, formNumber: n.series, version: n.version, evidence },
    });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.addendum);
}

/** `addendumRegions` lets other detectors ignore addendum text (a TPFA alone mentions price and closing). */
export type TrecDetection = { form: ContractForm | null; addenda: DetectedAddendum[]; addendumRegions: Region[] };

export function detectTrec(doc: Doc): TrecDetection {
  const parts = splitParts(doc);
  const numbers = trecNumbers(doc.text);
  const addenda = detectAddenda(doc, parts, numbers);
  // The contract's page-1 header and title print above its ¶1 heading, so look a little before it.
  const main = parts.main ?? { start: 0, end: doc.text.length };
  const head: Region = { start: Math.max(0, main.start - HEADER_SLACK), end: main.end };
  const isMain = (n: NumberHit) => mainFormForNumber(n.series) !== null;
  const inMain = numbers.filter((n) => isMain(n) && n.start >= head.start && n.start < head.end);
  const byNumber = mostCommon(inMain.length > 0 ? inMain : numbers.filter(isMain));
  const mainText = doc.text.slice(head.start, head.end);
  const byTitle = MAIN_FORMS.map((form) => ({ form, m: form.title.exec(mainText) })).find((x) => x.m !== null);
  const form = (byNumber && mainFormForNumber(byNumber.series)) ?? byTitle?.form ?? null;
  const addendumRegions = parts.addenda.map((a) => a.region);
  if (!form) return { form: null, addenda, addendumRegions };
  const evidence: Evidence[] = [];
  const titleAgrees = byTitle?.form.family === form.family;
  if (titleAgrees && byTitle?.m) {
    const at = head.start + byTitle.m.index;
    evidence.push(lineEvidence(doc, at, at + byTitle.m[0].length, 'Title'));
  }
  if (byNumber) evidence.push(lineEvidence(doc, byNumber.start, byNumber.end, 'Footer'));
  const printed = printedDate(doc, head);
  if (printed) evidence.push(printed.evidence);
  return {
    addenda,
    addendumRegions,
    form: {
      family: form.family,
      kind: 'purchase',
      publisher: 'TREC',
      name: form.name,
      formNumber: form.number,
      version: byNumber?.version ?? null,
      printedDate: printed?.date ?? null,
      addenda,
      confidence: byNumber && titleAgrees ? 'high' : 'medium',
      evidence,
    },
  };
}
