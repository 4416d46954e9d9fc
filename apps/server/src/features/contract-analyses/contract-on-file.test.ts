import { resaleFinanced2026 } from '@bluebonnet/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { carriedEnteredTerms, onFileConflict } from './contract-on-file';
import type { OnFileCandidate } from './contract-records.repository';

const candidate: OnFileCandidate = {
  id: 41,
  number: 2,
  contractType: 'purchase',
  filename: null,
  propertyAddress: '4512 Elm Grove Ln, Plano, TX 75024',
  version: 1,
  analysedAt: new Date('2026-11-20T18:00:00Z'),
  keyTerms: [],
  sameText: false,
};

describe('the 409 for a contract on file', () => {
  it('names the contract, its property and when it was analysed', () => {
    const err = onFileConflict(candidate);
    expect(err.status).toBe(409);
    expect(err.message).toBe(
      'This looks like Purchase contract #2 for 4512 Elm Grove Ln, Plano, TX 75024 (analysed November 20, 2026). ' +
        'Update it or save as a new contract.',
    );
    expect(err.extra).toEqual({
      existing: expect.objectContaining({ id: 41, number: 2, title: 'Purchase contract #2', version: 1 }),
    });
  });

  it('names the file too, and leaves out an address it does not have', () => {
    const err = onFileConflict({ ...candidate, filename: 'offer.pdf', propertyAddress: null });
    expect(err.message).toMatch(
      /^This looks like Purchase contract #2 \(offer\.pdf\) \(analysed November 20, 2026\)\./,
    );
  });
});

describe('entered terms a new version keeps', () => {
  const entered = { titleObjectionDays: 5, closingDate: '2026-06-01' };

  it('keeps what the new text still leaves blank, and lets the text decide the rest', () => {
    const draft = resaleFinanced2026({ objectionDays: '' });
    expect(carriedEnteredTerms(entered, draft, 'purchase')).toEqual({ titleObjectionDays: 5 });
  });

  it('keeps nothing when the new text fills every entered blank', () => {
    expect(carriedEnteredTerms(entered, resaleFinanced2026(), 'purchase')).toBeUndefined();
    expect(carriedEnteredTerms(undefined, resaleFinanced2026(), 'purchase')).toBeUndefined();
  });
});
