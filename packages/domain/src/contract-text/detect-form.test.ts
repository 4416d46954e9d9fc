import { describe, expect, it } from 'vitest';
import { detectContractForm } from './detect-form';
import { financingAddendum } from './fixtures/addendum-forms';
import { CONDO_1974 } from './fixtures/condo-1974';
import { LISTING_AGREEMENT } from './fixtures/listing-agreement';
import { PLAIN_PURCHASE } from './fixtures/plain-purchase';
import { RESALE_CASH } from './fixtures/resale-cash';
import { RESALE_FINANCED_2026 } from './fixtures/resale-financed-2026';
import { RESALE_PRE_1978 } from './fixtures/resale-pre-1978';
import { RESIDENTIAL_LEASE } from './fixtures/residential-lease';

const addenda = (text: string) => detectContractForm(text).addenda.map((a) => [a.kind, a.version]);

describe('detectContractForm', () => {
  it('reads a 20-18 resale contract and the two addenda that follow it', () => {
    const form = detectContractForm(RESALE_FINANCED_2026);
    expect(form).toMatchObject({
      family: 'resale',
      kind: 'purchase',
      publisher: 'TREC',
      name: 'One to Four Family Residential Contract (Resale)',
      formNumber: '20',
      version: '20-18',
      printedDate: '2024-11-04',
      confidence: 'high',
    });
    expect(addenda(RESALE_FINANCED_2026)).toEqual([
      ['third-party-financing', '40-11'],
      ['hoa', '36-9'],
    ]);
    expect(form.evidence.map((e) => e.paragraph)).toEqual(['Title', 'Footer', 'Header']);
    expect(form.evidence[1]?.quote).toMatch(/TREC NO\. 20-18$/);
    for (const e of [...form.evidence, ...form.addenda.map((a) => a.evidence)]) {
      expect(RESALE_FINANCED_2026.includes(e.quote)).toBe(true);
    }
  });

  it('takes the version from the footer, not from "This form replaces TREC NO. 20-16"', () => {
    expect(detectContractForm(RESALE_PRE_1978)).toMatchObject({ version: '20-17', printedDate: '2022-11-07' });
    expect(addenda(RESALE_PRE_1978)).toEqual([['third-party-financing', '40-9']]);
  });

  it('reads a cash contract with no addenda and a condominium contract with the lead-based paint addendum', () => {
    expect(detectContractForm(RESALE_CASH)).toMatchObject({ family: 'resale', version: '20-18', addenda: [] });
    expect(detectContractForm(CONDO_1974)).toMatchObject({
      family: 'condo',
      formNumber: '30',
      version: '30-17',
      printedDate: '2024-11-04',
    });
    expect(addenda(CONDO_1974)).toEqual([['lead-based-paint', 'OP-L']]);
  });

  it('falls back to the title, with medium confidence, when no footer number survives', () => {
    const noFooters = RESALE_CASH.replace(/TREC NO\. 20-18/g, '');
    expect(detectContractForm(noFooters)).toMatchObject({ family: 'resale', version: null, confidence: 'medium' });
  });

  it('reads Texas REALTORS forms by their footer: lease TXR-2001 and listing TXR-1101', () => {
    expect(detectContractForm(RESIDENTIAL_LEASE)).toMatchObject({
      family: 'residential-lease',
      kind: 'lease',
      publisher: 'Texas REALTORS',
      formNumber: 'TXR-2001',
      version: '07-08-22',
      printedDate: '2022-07-08',
      confidence: 'high',
    });
    expect(detectContractForm(LISTING_AGREEMENT)).toMatchObject({
      family: 'listing-agreement',
      kind: 'listing',
      formNumber: 'TXR-1101',
    });
  });

  it('recognises a plain-language purchase agreement by its wording', () => {
    const form = detectContractForm(PLAIN_PURCHASE);
    expect(form).toMatchObject({
      family: 'plain-language-purchase',
      kind: 'purchase',
      publisher: null,
      confidence: 'medium',
    });
    expect(form.evidence.length).toBeGreaterThan(0);
  });

  it('calls an addendum pasted alone an addendum, not a contract', () => {
    const tpfa = financingAddendum('40-11', { checked: ['1C'] });
    expect(detectContractForm(tpfa)).toMatchObject({ family: 'addendum-only', kind: 'purchase', version: null });
    expect(addenda(tpfa)).toEqual([['third-party-financing', '40-11']]);
  });

  it('says so when it does not recognise the text', () => {
    const form = detectContractForm('Grocery list: eggs, milk, 2 lbs of brisket for Saturday.');
    expect(form).toMatchObject({
      family: 'unrecognised',
      kind: 'unknown',
      confidence: 'low',
      addenda: [],
      evidence: [],
    });
  });
});
