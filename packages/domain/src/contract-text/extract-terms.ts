// extractContractTerms: text → terms, each with its evidence, plus the findings computed from them.
import { detectFormIn } from './detect-form';
import { extractLease } from './extract-lease';
import { extractListing } from './extract-listing';
import { extractPlain } from './extract-plain';
import { extractTrec } from './extract-trec';
import { findingsFor } from './findings';
import type { ContractFamily, ContractForm } from './form-types';
import { readDoc, type Doc } from './text-lines';
import type { ContractTerms } from './types';

type Reader = (doc: Doc, form: ContractForm) => ContractTerms;

const READERS: Readonly<Record<ContractFamily, Reader>> = {
  resale: extractTrec,
  condo: extractTrec,
  'new-home-incomplete': extractTrec,
  'new-home-completed': extractTrec,
  'farm-and-ranch': extractTrec,
  unimproved: extractTrec,
  'addendum-only': extractTrec,
  'residential-lease': extractLease,
  'plain-language-lease': extractLease,
  'listing-agreement': extractListing,
  'plain-language-purchase': extractPlain,
  // Unrecognised text may still state a price or a closing date in plain words.
  unrecognised: extractPlain,
};

/**
 * Reads a filled contract (pasted, or extracted from a PDF) into terms. Every value carries the
 * paragraph and the exact quote it came from; a blank or unstated value is null. Pass the form when
 * it was already detected, to avoid detecting twice.
 */
export function extractContractTerms(text: string, form?: ContractForm): ContractTerms {
  const doc = readDoc(text);
  const detected = form ?? detectFormIn(doc);
  const terms = READERS[detected.family](doc, detected);
  terms.findings = findingsFor(terms, detected);
  return terms;
}
