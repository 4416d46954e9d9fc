// A new analysis against the contracts already on file: the match, the 409 that names it, and which
// entered terms a new version of the contract keeps.
import {
  type ContractOnFile,
  type ContractType,
  contractRecordTitle,
  ENTERABLE_TERMS,
  type EnteredTerms,
  type EnterableTerm,
} from '@bluebonnet/contracts';
import { formatLongDate, texasToday } from '@bluebonnet/domain';
import { type ContractAnalysisOutput, readContract } from '../../engines/contract-analysis/index';
import { AppError } from '../../lib/app-error';
import { contractIdentity, sameContract } from './contract-match';
import type { OnFileCandidate } from './contract-records.repository';

/** The newest active contract that is this one: the very same text, or the same property and parties. */
export function findOnFile(candidates: OnFileCandidate[], output: ContractAnalysisOutput): OnFileCandidate | undefined {
  const incoming = contractIdentity(output.propertyAddress, output.keyTerms);
  return candidates.find(
    (c) => c.sameText || sameContract(contractIdentity(c.propertyAddress, c.keyTerms ?? []), incoming),
  );
}

function toContractOnFile(c: OnFileCandidate): ContractOnFile {
  return {
    id: c.id,
    number: c.number,
    title: contractRecordTitle(c.contractType, c.number),
    contractType: c.contractType,
    filename: c.filename,
    propertyAddress: c.propertyAddress,
    version: c.version,
    analysedAt: c.analysedAt.toISOString(),
  };
}

/** The 409 of mode 'auto': names the contract on file so the agent can update it or save a new one. */
export function onFileConflict(c: OnFileCandidate): AppError {
  const existing = toContractOnFile(c);
  const file = existing.filename ? ` (${existing.filename})` : '';
  const where = existing.propertyAddress ? ` for ${existing.propertyAddress}` : '';
  const when = formatLongDate(texasToday(c.analysedAt));
  return new AppError(
    'conflict',
    `This looks like ${existing.title}${file}${where} (analysed ${when}). Update it or save as a new contract.`,
    { existing },
  );
}

/** The engine's name for each term an agent can enter (its MissingTerm.term). */
const ENGINE_TERM: Record<EnterableTerm, string> = {
  effectiveDate: 'effectiveDate',
  closingDate: 'closingDate',
  titleObjectionDays: 'title.objectionDays',
  optionDays: 'option.days',
};

/**
 * The terms entered on the record that a new version still needs: those its text leaves blank too.
 * A term the new text fills in is the contract's word now (an amended closing date wins over the
 * date typed in for the old draft).
 */
export function carriedEnteredTerms(
  before: EnteredTerms | undefined,
  text: string,
  contractType: ContractType,
): EnteredTerms | undefined {
  if (!before || !ENTERABLE_TERMS.some((k) => before[k] !== undefined)) return undefined;
  const blank = new Set(readContract(text, contractType).mapping.missing.map((m) => m.term));
  const kept = Object.fromEntries(
    ENTERABLE_TERMS.filter((k) => before[k] !== undefined && blank.has(ENGINE_TERM[k])).map((k) => [k, before[k]]),
  ) as EnteredTerms;
  return Object.keys(kept).length ? kept : undefined;
}
