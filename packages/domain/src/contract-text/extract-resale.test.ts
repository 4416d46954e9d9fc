import { describe, expect, it } from 'vitest';
import { extractContractTerms } from './extract-terms';
import { badQuotes, filledPaths } from './fixtures/inspect';
import { RESALE_CASH } from './fixtures/resale-cash';
import { RESALE_FINANCED_2026, RESALE_PRICE_MISMATCH } from './fixtures/resale-financed-2026';
import { RESALE_PRE_1978 } from './fixtures/resale-pre-1978';

describe('(a) TREC 20-18 resale with financing and HOA addenda, Plano 2026', () => {
  const text = RESALE_FINANCED_2026;
  const t = extractContractTerms(text);

  it('quotes only text that is really there', () => {
    expect(badQuotes(t, text)).toEqual([]);
  });

  it('reads the parties and the property from ¶1 and ¶2A', () => {
    expect(t.parties.seller).toMatchObject({
      value: 'Robert J. Whitfield and Linda M. Whitfield',
      evidence: { paragraph: '1' },
    });
    expect(t.parties.buyer?.value).toBe('Daniel A. Reyes and Priya N. Reyes');
    expect(t.property.address?.value).toBe('2417 Hollow Creek Drive, Plano, TX 75025');
    expect(t.property.city?.value).toBe('Plano');
    expect(t.property.county?.value).toBe('Collin');
    expect(t.property.zip?.value).toBe('75025');
    expect([t.property.lot?.value, t.property.block?.value, t.property.addition?.value]).toEqual([
      '14',
      'C',
      'Hollow Creek Estates Phase II',
    ]);
    expect(t.property.lot?.evidence).toEqual({ paragraph: '2A', quote: 'Lot   14             Block' });
  });

  it('reads ¶3 in cents and finds that 3A + 3B = 3C', () => {
    expect(t.price.cashPortionCents).toMatchObject({ value: 9_700_000, evidence: { paragraph: '3A' } });
    expect(t.price.financingCents).toMatchObject({ value: 38_800_000, evidence: { paragraph: '3B' } });
    expect(t.price.salesPriceCents).toMatchObject({ value: 48_500_000, evidence: { paragraph: '3C' } });
    expect(t.price.salesPriceCents?.evidence.quote).toMatch(/Sales Price \(Sum of A and B\) \.+\$ 485,000\.00$/);
    expect(t.findings.find((f) => f.code === 'sales-price-adds-up')?.message).toBe(
      '3A $97,000.00 + 3B $388,000.00 = 3C $485,000.00.',
    );
    expect(t.findings.some((f) => f.code === 'sales-price-mismatch')).toBe(false);
  });

  it('reads earnest money, escrow agent, option fee and option days from ¶5', () => {
    expect(t.earnestMoney.amountCents).toMatchObject({ value: 500_000, evidence: { paragraph: '5A' } });
    expect(t.earnestMoney.escrowAgent?.value).toBe('Republic Title of Texas, Inc.');
    expect(t.earnestMoney.escrowAgentAddress?.value).toBe('5600 Tennyson Pkwy #110, Plano, TX 75024');
    expect(t.earnestMoney.additionalAmountCents).toBeNull();
    expect(t.earnestMoney.additionalDays).toBeNull();
    expect(t.option.feeCents).toMatchObject({ value: 35_000, evidence: { paragraph: '5A' } });
    expect(t.option.days).toMatchObject({ value: 7, evidence: { paragraph: '5B' } });
  });

  it('reads the financing addendum: conventional $388,000, Buyer Approval within 21 days', () => {
    expect(t.financing.type).toMatchObject({
      value: 'conventional',
      evidence: { paragraph: 'Third Party Financing Addendum ¶1A' },
    });
    expect(t.financing.loanAmountCents).toMatchObject({
      value: 38_800_000,
      evidence: { paragraph: 'Third Party Financing Addendum ¶1A(1)' },
    });
    expect(t.financing.subjectToBuyerApproval?.value).toBe(true);
    expect(t.financing.buyerApprovalDays).toMatchObject({
      value: 21,
      evidence: { paragraph: 'Third Party Financing Addendum ¶2A' },
    });
    expect(t.financing.buyerApprovalDays?.evidence.quote).toContain('21');
  });

  it('reads title, survey, HOA membership and the HOA addendum', () => {
    expect(t.title.company?.value).toBe('Republic Title of Texas, Inc.');
    expect(t.title.policyPaidBy?.value).toBe('seller');
    expect(t.title.objectionDays).toMatchObject({ value: 10, evidence: { paragraph: '6D' } });
    expect(t.title.contractReceivedDate).toMatchObject({
      value: '2026-04-15',
      evidence: { paragraph: 'Contract Receipt' },
    });
    expect(t.survey.choice).toMatchObject({ value: 'seller-existing', evidence: { paragraph: '6C(1)' } });
    expect(t.survey.days?.value).toBe(5);
    expect(t.hoa.mandatoryMembership).toMatchObject({ value: true, evidence: { paragraph: '6E(2)', quote: '☒is' } });
    expect(t.hoa.association?.value).toBe('Hollow Creek Estates Homeowners Association, Inc. (972) 555-0148');
    expect(t.hoa.subdivisionInformation).toMatchObject({
      value: 'seller-delivers',
      evidence: { paragraph: 'HOA Addendum (TREC 36) ¶A(1)' },
    });
    expect(t.hoa.days?.value).toBe(10);
  });

  it('reads closing, possession, special provisions, ¶22 and the Effective Date', () => {
    expect(t.closingDate).toMatchObject({ value: '2026-05-29', evidence: { paragraph: '9A' } });
    expect(t.possession?.value).toBe('closing-and-funding');
    expect(t.specialProvisions?.value).toBe(
      "Seller to leave the refrigerator, washer and dryer at no value. Buyer's lender is Guild Mortgage, loan officer Tamara Kent, NMLS #1462231, (214) 555-0190.",
    );
    expect(t.checkedAddenda.map((a) => a.value)).toEqual(['third-party-financing', 'hoa']);
    expect(t.checkedAddenda.every((a) => a.evidence.paragraph === '22')).toBe(true);
    // The dotloop stamps (04/13/26, 04/14/26) are not the Effective Date; the EXECUTED line is.
    expect(t.effectiveDate?.value).toBe('2026-04-14');
    expect(t.effectiveDate?.evidence.quote).toMatch(
      /^EXECUTED the\s+14th\s+day of\s+April\s+, 20 26\s+\(Effective Date\)$/,
    );
  });

  it('leaves what the contract does not say as null', () => {
    expect(t.leadPaint).toEqual({ yearBuilt: null, inspection: null });
    expect(t.naturalResourceLeases).toEqual({ delivered: null, terminationDays: null });
    expect(t.sellersDisclosure.days).toBeNull();
    expect(t.repairs.repairs).toBeNull();
    expect(t.otherAddenda).toBeNull();
    expect(t.lease).toBeNull();
    expect(t.listing).toBeNull();
  });
});

describe('the 3A + 3B = 3C check', () => {
  it('reports a mismatch when 3C does not equal the sum (fixture (a) with 3C typed as $458,000)', () => {
    const t = extractContractTerms(RESALE_PRICE_MISMATCH);
    const finding = t.findings.find((f) => f.code === 'sales-price-mismatch');
    expect(finding?.severity).toBe('error');
    expect(finding?.message).toBe(
      '3A $97,000.00 + 3B $388,000.00 = $485,000.00, but 3C states $458,000.00 (off by $27,000.00). The Sales Price must be the sum of A and B.',
    );
    expect(finding?.evidence.map((e) => e.paragraph)).toEqual(['3A', '3B', '3C']);
    expect(finding?.evidence.every((e) => RESALE_PRICE_MISMATCH.includes(e.quote))).toBe(true);
  });
});

describe('(b) pre-1978 house on the outdated 20-17 form, FHA loan, no lead-based paint addendum', () => {
  const text = RESALE_PRE_1978;
  const t = extractContractTerms(text);

  it('reads the 1962 build year from Special Provisions and flags the missing addendum', () => {
    expect(badQuotes(t, text)).toEqual([]);
    expect(t.leadPaint.yearBuilt).toMatchObject({ value: 1962, evidence: { paragraph: '11', quote: 'built in 1962' } });
    expect(t.leadPaint.inspection).toBeNull();
    expect(t.checkedAddenda.map((a) => a.value)).toEqual(['third-party-financing']);
    const finding = t.findings.find((f) => f.code === 'lead-paint-addendum-missing');
    expect(finding).toMatchObject({ severity: 'error', evidence: [{ paragraph: '11', quote: 'built in 1962' }] });
  });

  it('flags 20-17 and 40-9 as outdated on a June 2025 Effective Date', () => {
    expect(t.effectiveDate?.value).toBe('2025-06-12');
    const outdated = t.findings.filter((f) => f.code === 'form-outdated').map((f) => f.message);
    expect(outdated).toEqual([
      'TREC 20-18 became mandatory on 2025-01-03; a contract effective 2025-06-12 must use it, not 20-17.',
      'TREC 40-11 became mandatory on 2025-01-03; a contract effective 2025-06-12 must use it, not 40-9.',
    ]);
  });

  it('reads the X-marked boxes: FHA loan, new survey by Buyer, disclosure not received, repairs', () => {
    expect(t.financing.type?.value).toBe('fha');
    expect(t.financing.loanAmountCents?.value).toBe(37_538_500);
    expect(t.financing.buyerApprovalDays?.value).toBe(15);
    expect(t.survey).toMatchObject({ choice: { value: 'buyer-new' }, days: { value: 15 } });
    expect(t.sellersDisclosure).toMatchObject({
      choice: { value: 'not-received' },
      days: { value: 5, evidence: { paragraph: '7B(2)' } },
    });
    expect(t.repairs.acceptance?.value).toBe('as-is-with-repairs');
    expect(t.repairs.repairs?.value).toBe(
      'Replace the cracked cast-iron sewer line under the kitchen per the 05/30/2025 plumbing report.',
    );
    expect(t.hoa.mandatoryMembership).toMatchObject({ value: false, evidence: { paragraph: '6E(2)' } });
    expect(t.closingDate?.value).toBe('2025-07-18');
    expect(t.title.objectionDays?.value).toBe(7);
  });
});

describe('(c) all-cash estate sale with no Option Fee', () => {
  const text = RESALE_CASH;
  const t = extractContractTerms(text);

  it('keeps blank blanks null: option fee, option days, 3B, additional earnest money, addenda', () => {
    expect(badQuotes(t, text)).toEqual([]);
    expect(t.option).toEqual({ feeCents: null, days: null });
    expect(t.price.financingCents).toBeNull();
    expect(t.earnestMoney.additionalAmountCents).toBeNull();
    expect(t.checkedAddenda).toEqual([]);
    expect(t.otherAddenda).toBeNull();
    expect(t.financing.loanAmountCents).toBeNull();
    expect(t.hoa.subdivisionInformation).toBeNull();
  });

  it('computes "cash" from 3A = 3C with 3B blank, and says there is no option right', () => {
    expect(t.financing.type).toMatchObject({ value: 'cash', evidence: { paragraph: '3C' } });
    expect(t.findings.map((f) => f.code)).toEqual(['sales-price-adds-up', 'no-option-right']);
    expect(t.findings[1]).toMatchObject({
      severity: 'info',
      message: 'No Option Fee is stated, so Buyer has no unrestricted right to terminate (¶5D).',
    });
  });

  it('reads the [X] boxes pasted from a word processor', () => {
    expect(t.parties.seller?.value).toBe(
      'Estate of Margaret A. Doyle, Deceased, by Kevin R. Doyle, Independent Executor',
    );
    expect(t.sellersDisclosure.choice).toMatchObject({ value: 'not-required', evidence: { paragraph: '7B(3)' } });
    expect(t.survey).toMatchObject({ choice: { value: 'seller-existing' }, days: { value: 7 } });
    expect(t.hoa.mandatoryMembership?.value).toBe(false);
    expect(t.effectiveDate?.value).toBe('2026-02-27');
    expect(t.closingDate?.value).toBe('2026-03-27');
    expect(filledPaths(t)).not.toContain('leadPaint.yearBuilt');
  });
});
