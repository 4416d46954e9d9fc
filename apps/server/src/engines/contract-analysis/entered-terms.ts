// Terms the agent entered on a saved analysis (PATCH /api/contract-analyses/:id/terms) replace what
// the text says or leaves blank, so every part of the record (deadlines, findings, key terms) uses them.
import type { ContractMissingTerm, EnteredTerms } from '@bluebonnet/contracts';
import { deadlineNames } from '@bluebonnet/domain';
import type { ContractTerms, Field, MissingTerm } from './reader';

/**
 * An entered value has no words in the contract to quote: its evidence names the paragraph with an
 * empty quote (trivially a substring of the text), and shownEvidence() keeps it off the screen.
 */
const entered = <T>(value: T, paragraph: string): Field<T> => ({ value, evidence: { paragraph, quote: '' } });

export function applyEnteredTerms(
  terms: ContractTerms,
  input: EnteredTerms | undefined,
  condo: boolean,
): ContractTerms {
  if (!input) return terms;
  const { effectiveDate, closingDate, titleObjectionDays, optionDays } = input;
  return {
    ...terms,
    effectiveDate: effectiveDate ? entered(effectiveDate, 'Effective Date') : terms.effectiveDate,
    closingDate: closingDate ? entered(closingDate, '9A') : terms.closingDate,
    title:
      titleObjectionDays === undefined
        ? terms.title
        : { ...terms.title, objectionDays: entered(titleObjectionDays, condo ? '6C' : '6D') },
    option: optionDays === undefined ? terms.option : { ...terms.option, days: entered(optionDays, '5B') },
  };
}

/** The engine's missing terms as the record keeps them (the web offers to fill the enterable ones). */
export function recordMissingTerms(missing: readonly MissingTerm[]): ContractMissingTerm[] {
  return missing
    .filter((m) => !m.affects.includes('all'))
    .map((m) => ({ term: m.term, paragraph: m.paragraph, blocks: deadlineNames(m.affects) }));
}
