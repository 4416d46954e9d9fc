import { describe, expect, it } from 'vitest';
import { detectContractForm } from './detect-form';
import { extractContractTerms } from './extract-terms';
import { badQuotes } from './fixtures/inspect';
import { LISTING_AGREEMENT } from './fixtures/listing-agreement';
import { PLAIN_PURCHASE } from './fixtures/plain-purchase';
import { RESIDENTIAL_LEASE } from './fixtures/residential-lease';

describe('(d) residential lease', () => {
  const t = extractContractTerms(RESIDENTIAL_LEASE);

  it('reads parties, rent, deposit and term with their paragraphs', () => {
    expect(badQuotes(t, RESIDENTIAL_LEASE)).toEqual([]);
    expect(t.kind).toBe('lease');
    expect(t.lease?.landlord).toMatchObject({
      value: 'Hernandez Family Properties, LLC',
      evidence: { paragraph: '1' },
    });
    expect(t.lease?.tenant?.value).toBe('Marcus T. Bell and Aaliyah R. Bell');
    expect(t.lease?.monthlyRentCents).toMatchObject({ value: 235_000, evidence: { paragraph: '5A' } });
    // The $500 pet deposit later in the lease is not the security deposit.
    expect(t.lease?.securityDepositCents).toMatchObject({ value: 235_000, evidence: { paragraph: '7' } });
    expect(t.lease?.commencementDate).toMatchObject({
      value: '2026-06-01',
      evidence: { paragraph: '3A', quote: 'Commencement Date:   June 1, 2026' },
    });
    expect(t.lease?.expirationDate).toMatchObject({ value: '2027-05-31', evidence: { paragraph: '3A' } });
    expect(t.lease?.termMonths?.value).toBe(12);
    expect(t.property.address?.value).toBe('1508 Ridgeview Lane, Arlington, TX 76012');
  });

  it('has no purchase terms', () => {
    expect(t.price).toEqual({ cashPortionCents: null, financingCents: null, salesPriceCents: null });
    expect(t.parties).toEqual({ buyer: null, seller: null });
    expect(t.listing).toBeNull();
    expect(t.findings).toEqual([]);
  });
});

describe('(g) listing agreement', () => {
  const t = extractContractTerms(LISTING_AGREEMENT);

  it('reads price, term, commission and protection period', () => {
    expect(badQuotes(t, LISTING_AGREEMENT)).toEqual([]);
    expect(t.kind).toBe('listing');
    expect(t.parties.seller?.value).toBe('Gregory Navarro and Ellen Navarro');
    expect(t.listing).toMatchObject({
      broker: { value: 'Prairie Star Realty, LLC' },
      listingPriceCents: { value: 74_990_000, evidence: { paragraph: '3' } },
      startDate: { value: '2026-05-01', evidence: { paragraph: '4A' } },
      endDate: { value: '2026-10-31', evidence: { paragraph: '4A' } },
      commissionPercent: { value: 5.5, evidence: { paragraph: '5A' } },
      commissionCents: null,
      protectionPeriodDays: { value: 90, evidence: { paragraph: '5E' } },
    });
    expect(t.property.address?.value).toBe('905 Saddlebrook Court, Frisco, TX 75034');
  });
});

describe('(e) plain-language purchase agreement', () => {
  const text = PLAIN_PURCHASE;
  const t = extractContractTerms(text);

  it('is read as a plain-language purchase, not a TREC form', () => {
    expect(detectContractForm(text)).toMatchObject({
      family: 'plain-language-purchase',
      publisher: null,
      version: null,
    });
    expect(badQuotes(t, text)).toEqual([]);
  });

  it('reads the terms from their wording, labelled by the numbered heading they sit under', () => {
    expect(t.parties.seller?.value).toBe('Thomas H. Nguyen');
    expect(t.parties.buyer?.value).toBe('Rachel A. Okafor and Simon C. Okafor');
    expect(t.property.address).toMatchObject({
      value: '4821 Glen Rose Court, Richardson, Texas 75082',
      evidence: { paragraph: '1' },
    });
    expect(t.property.county?.value).toBe('Collin');
    expect(t.price.salesPriceCents).toEqual({
      value: 42_500_000,
      evidence: { paragraph: '2', quote: 'purchase price is $425,000.00' },
    });
    expect(t.earnestMoney.amountCents?.value).toBe(425_000);
    expect(t.earnestMoney.escrowAgent?.value).toBe('Northstar Title Company');
    expect(t.option.feeCents).toMatchObject({ value: 20_000, evidence: { paragraph: '4' } });
    expect(t.option.days).toEqual({ value: 7, evidence: { paragraph: '4', quote: 'option period of 7 days' } });
    expect(t.financing).toMatchObject({
      type: { value: 'conventional' },
      loanAmountCents: { value: 34_000_000 },
      buyerApprovalDays: { value: 21 },
    });
    expect(t.title).toMatchObject({
      company: { value: 'Northstar Title Company' },
      policyPaidBy: { value: 'seller' },
      objectionDays: { value: 10 },
    });
    expect(t.survey).toMatchObject({ choice: { value: 'seller-existing' }, days: { value: 5 } });
    expect(t.closingDate).toEqual({
      value: '2027-03-15',
      evidence: { paragraph: '7', quote: 'closing shall occur on or before March 15, 2027' },
    });
    expect(t.effectiveDate?.value).toBe('2027-02-01');
    expect(t.possession?.value).toBe('closing-and-funding');
    expect(t.hoa.mandatoryMembership?.value).toBe(true);
    expect(t.leadPaint.yearBuilt?.value).toBe(2004);
    expect(t.specialProvisions?.value).toBe(
      'Seller will repair the cracked pool coping before closing. Seller leaves the outdoor kitchen grill at no value.',
    );
  });

  it('has no TREC-only findings and leaves TREC-only terms null', () => {
    expect(t.findings).toEqual([]);
    expect(t.price.cashPortionCents).toBeNull();
    expect(t.checkedAddenda).toEqual([]);
  });
});

describe('short plain-language texts, in the words agents paste', () => {
  it('reads a purchase written in plain sentences', () => {
    const text = [
      'PURCHASE AGREEMENT',
      'Seller: Maria Gonzales',
      'Buyer: Kevin Tran',
      'The purchase price is $425,000. Buyer will deliver earnest money of $5,000 to the title company.',
      'Buyer shall have an option period of 7 days for an option fee of $100.',
      'The closing shall occur on or before March 15, 2027.',
    ].join('\n');
    const t = extractContractTerms(text);
    expect(t.family).toBe('plain-language-purchase');
    expect(t.parties.seller?.value).toBe('Maria Gonzales');
    expect(t.parties.buyer?.value).toBe('Kevin Tran');
    expect(t.price.salesPriceCents).toEqual({
      value: 42_500_000,
      evidence: { paragraph: 'text', quote: 'purchase price is $425,000' },
    });
    expect(t.earnestMoney.amountCents?.value).toBe(500_000);
    expect(t.option.days?.value).toBe(7);
    expect(t.option.feeCents?.value).toBe(10_000);
    expect(t.closingDate?.evidence.quote).toBe('closing shall occur on or before March 15, 2027');
    expect(t.effectiveDate).toBeNull();
    expect(t.financing.type).toBeNull();
  });

  it('reads a lease written in plain sentences, with numeric and short dates', () => {
    const text =
      'This lease is between Oak Cliff Rentals LLC ("Landlord") and Jamie Ortiz ("Tenant"). The term of 12 months ' +
      'begins on 07/01/2026 and ends on 6-30-27. Rent is $1,850.00 per month. Tenant will pay a security deposit of $1,850.00.';
    const t = extractContractTerms(text);
    expect(t.family).toBe('plain-language-lease');
    expect(t.lease).toMatchObject({
      landlord: { value: 'Oak Cliff Rentals LLC' },
      tenant: { value: 'Jamie Ortiz' },
      monthlyRentCents: { value: 185_000 },
      securityDepositCents: { value: 185_000 },
      commencementDate: { value: '2026-07-01' },
      expirationDate: { value: '2027-06-30' },
      termMonths: { value: 12, evidence: { quote: 'term of 12 months' } },
    });
    expect(badQuotes(t, text)).toEqual([]);
  });
});

describe('lease layouts from issue 13', () => {
  const lease = (term: string) =>
    [
      'RESIDENTIAL LEASE',
      '1. PARTIES: The parties to this lease are the owner of the Property, Elm Grove Rentals, LLC (Landlord), and Dana K. Ruiz (Tenant).',
      '2. PROPERTY: Landlord leases to Tenant the Property at 4512 Elm Grove Ln, Plano 75024.',
      `3. TERM: ${term}`,
      '5. RENT: Tenant will pay $2,400.00 per month, due on or before the 1st day of each month.',
      '(TXR-2001) 07-08-22',
    ].join('\n');

  it.each([
    [
      'dates before their labels, on one line',
      'The primary term begins on 12/1/2026 (Commencement Date) and ends on 11/30/2027 (Expiration Date).',
    ],
    ['labels before their dates', 'Commencement Date: December 1, 2026   Expiration Date: November 30, 2027'],
    [
      'day-of-month dates',
      'The lease begins on the 1st day of December, 2026 and ends on the 30th day of November, 2027.',
    ],
  ])('reads the term when %s', (_, term) => {
    const t = extractContractTerms(lease(term));
    expect(t.lease?.commencementDate?.value).toBe('2026-12-01');
    expect(t.lease?.expirationDate?.value).toBe('2027-11-30');
    expect(t.lease?.termMonths?.value).toBe(12);
  });

  it('names both parties from ¶1 and finds the city and ZIP without "Texas"', () => {
    const t = extractContractTerms(lease('Commencement Date: December 1, 2026   Expiration Date: November 30, 2027'));
    expect(t.lease?.landlord?.value).toBe('Elm Grove Rentals, LLC');
    expect(t.lease?.tenant?.value).toBe('Dana K. Ruiz');
    expect([t.property.city?.value, t.property.zip?.value]).toEqual(['Plano', '75024']);
    expect(t.lease?.rentDueDay?.value).toBe(1);
  });
});
