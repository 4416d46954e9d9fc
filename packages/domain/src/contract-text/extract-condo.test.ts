import { describe, expect, it } from 'vitest';
import { extractContractTerms } from './extract-terms';
import { CONDO_1974 } from './fixtures/condo-1974';
import { badQuotes } from './fixtures/inspect';

describe('(f) TREC 30-17 condominium, 1974 high-rise, with the lead-based paint addendum', () => {
  const text = CONDO_1974;
  const t = extractContractTerms(text);

  it('quotes only text that is really there', () => {
    expect(badQuotes(t, text)).toEqual([]);
  });

  it('reads the unit, project and address from ¶2A(1); a condo has no lot or block', () => {
    expect(t.property.unit).toMatchObject({ value: '14C', evidence: { paragraph: '2A(1)' } });
    expect(t.property.addition?.value).toBe('Turtle Creek Terrace Condominiums');
    expect(t.property.address?.value).toBe('3525 Turtle Creek Blvd, Unit 14C, Dallas, TX 75219');
    expect(t.property.zip?.value).toBe('75219');
    expect(t.property.lot).toBeNull();
    expect(t.property.block).toBeNull();
  });

  it('reads the condo document clocks of ¶2B and ¶2C (boxes printed as a bare "q", ticks as þ)', () => {
    expect(t.condo.documents).toMatchObject({ value: 'not-received', evidence: { paragraph: '2B(2)' } });
    expect(t.condo.documentsDays?.value).toBe(5);
    expect(t.condo.resaleCertificate).toMatchObject({ value: 'not-received', evidence: { paragraph: '2C(2)' } });
    expect(t.condo.resaleCertificateDays?.value).toBe(10);
    expect(t.condo.rightOfRefusalDays).toBeNull();
    expect(t.hoa.mandatoryMembership).toMatchObject({ value: true, evidence: { paragraph: '2C' } });
  });

  it('reads price, money, option and title; objections are ¶6C on the condo form and there is no survey', () => {
    expect([t.price.cashPortionCents?.value, t.price.financingCents?.value, t.price.salesPriceCents?.value]).toEqual([
      5_780_000, 23_120_000, 28_900_000,
    ]);
    expect(t.earnestMoney.amountCents?.value).toBe(290_000);
    expect(t.option).toMatchObject({ feeCents: { value: 30_000 }, days: { value: 10 } });
    expect(t.title.objectionDays).toMatchObject({ value: 10, evidence: { paragraph: '6C' } });
    expect(t.title.contractReceivedDate?.value).toBe('2025-09-19');
    expect(t.survey).toEqual({ choice: null, days: null });
  });

  it('reads the year built and the addendum ¶C(2) inspection right', () => {
    expect(t.leadPaint.yearBuilt).toMatchObject({
      value: 1974,
      evidence: { paragraph: '11', quote: 'Year built: 1974' },
    });
    expect(t.leadPaint.inspection).toMatchObject({
      value: true,
      evidence: { paragraph: 'Lead-Based Paint Addendum ¶C(2)' },
    });
    expect(t.findings.some((f) => f.code === 'lead-paint-addendum-missing')).toBe(false);
  });

  it('notes that the financing addendum is checked in ¶22 but was not pasted', () => {
    expect(t.checkedAddenda.map((a) => a.value)).toEqual(['third-party-financing', 'lead-based-paint']);
    expect(t.financing.type).toBeNull();
    expect(t.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(t.findings.find((f) => f.code === 'addendum-not-in-text')?.message).toBe(
      '¶22 lists the Third Party Financing Addendum as part of the contract, but its text is not in what was read, so its terms are unknown.',
    );
  });

  it('reads the Effective Date and closing date', () => {
    expect(t.effectiveDate?.value).toBe('2025-09-18');
    expect(t.closingDate?.value).toBe('2025-10-31');
  });
});
