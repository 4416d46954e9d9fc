// detectContractForm: which document a paste is, its version, and the addenda pasted with it.
import { detectPlainLanguage, detectTexasRealtors } from './detect-other';
import { detectTrec } from './detect-trec';
import type { ContractForm } from './form-types';
import { readDoc, type Doc } from './text-lines';

export function detectFormIn(doc: Doc): ContractForm {
  const trec = detectTrec(doc);
  if (trec.form) return trec.form;
  const other = detectTexasRealtors(doc, trec.addenda) ?? detectPlainLanguage(doc, trec.addenda, trec.addendumRegions);
  if (other) return other;
  const onlyAddenda = trec.addenda.length > 0;
  return {
    family: onlyAddenda ? 'addendum-only' : 'unrecognised',
    kind: onlyAddenda ? 'purchase' : 'unknown',
    publisher: onlyAddenda ? 'TREC' : null,
    name: onlyAddenda ? 'TREC addenda without the contract' : 'Unrecognised document',
    formNumber: null,
    version: null,
    printedDate: null,
    addenda: trec.addenda,
    confidence: onlyAddenda ? 'medium' : 'low',
    evidence: trec.addenda.map((a) => a.evidence),
  };
}

/**
 * Which document the text is — TREC contract family and version (from the "TREC NO. 20-18" footer),
 * Texas REALTORS lease or listing, plain-language agreement, or unrecognised — with the addenda
 * whose text follows it, a confidence, and the quoted lines it relied on.
 */
export function detectContractForm(text: string): ContractForm {
  return detectFormIn(readDoc(text));
}
