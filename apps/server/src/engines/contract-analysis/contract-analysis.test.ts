// What an agent sees for each filled-contract fixture: the risk band, the critical issues, the
// compliance statuses, and the deadlines and action items with their dates.
import { monthlyPaymentCents, riskBand } from '@bluebonnet/domain';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../test/contract-analysis-fixtures';

const disclosure = (out: ReturnType<typeof analyse>, prefix: string) =>
  out.complianceCheck.requiredDisclosures.find((d) => d.name.startsWith(prefix))?.status;
const deadline = (out: ReturnType<typeof analyse>, key: string) => out.deadlines.find((d) => d.key === key);
const item = (out: ReturnType<typeof analyse>, id: string) => out.actionItems.find((i) => i.id === id);

describe('TREC 20-18 resale with financing and HOA addenda (clean)', () => {
  const out = analyse('financed');

  it('scores low with no critical issue and passes the Texas compliance check', () => {
    expect(out.riskScore).toBeLessThanOrEqual(25);
    expect(riskBand(out.riskScore)).toBe('low');
    expect(out.criticalIssues).toEqual([]);
    expect(out.complianceCheck).toMatchObject({ texasCompliant: true, score: 100, jurisdiction: 'Texas' });
    expect(out.form).toMatchObject({ version: '20-18', currentOnEffectiveDate: true });
  });

  it('reports each required disclosure honestly', () => {
    expect(disclosure(out, "Seller's Disclosure Notice")).toBe('present');
    expect(disclosure(out, 'Third Party Financing Addendum')).toBe('present');
    expect(disclosure(out, 'HOA addendum')).toBe('present');
    expect(disclosure(out, 'Lead-based paint')).toBe('unknown'); // the year built is not in the text
    const iabs = out.complianceCheck.requiredDisclosures.find((d) => d.name.includes('IABS'));
    expect(iabs).toMatchObject({ status: 'unknown' });
    expect(iabs?.reason).toMatch(/not part of the contract/);
  });

  it('computes the TREC deadlines and one action item per scheduled deadline', () => {
    expect(deadline(out, 'earnest-money')?.dueDate).toBe('2026-04-17');
    expect(deadline(out, 'option-period')).toMatchObject({ dueDate: '2026-04-21', dueTime: '17:00' });
    expect(deadline(out, 'buyer-approval')?.dueDate).toBe('2026-05-05');
    expect(deadline(out, 'property-approval')?.dueDate).toBe('2026-05-26');
    expect(deadline(out, 'closing')?.dueDate).toBe('2026-05-29');
    const scheduled = out.deadlines.filter((d) => d.status === 'scheduled');
    for (const d of scheduled) {
      expect(item(out, d.key)).toMatchObject({
        dueDate: d.dueDate,
        deadlineKey: d.key,
        completed: false,
        completedAt: null,
      });
    }
    expect(item(out, 'earnest-money')?.description).toContain(
      'Deliver $5,000 earnest money to Republic Title of Texas, Inc.',
    );
    expect(item(out, 'option-period')?.description).toMatch(/by 5:00 p\.m\. local time \(¶5B\)/);
    expect(new Set(out.actionItems.map((i) => i.id)).size).toBe(out.actionItems.length);
  });

  it('lists key dates and key terms formatted for people', () => {
    expect(out.keyDates).toMatchObject({
      'Effective Date': '2026-04-14',
      'Closing Date (¶9A)': '2026-05-29',
      'Option Period ends: last moment to give notice of termination': '2026-04-21',
    });
    const term = (key: string) => out.keyTerms.find((t) => t.key === key)?.value;
    expect(term('salesPrice')).toBe('$485,000');
    expect(term('optionFee')).toBe('$350');
    expect(term('optionDays')).toBe('7 days');
    expect(term('closingDate')).toBe('May 29, 2026');
  });

  it('computes the money: cash at closing, P&I at the bundled rate, money at stake', () => {
    expect(out.financialAnalysis.totalInvestment).toBe(97_000);
    expect(out.financialAnalysis.monthlyPayment).toBe(monthlyPaymentCents(38_800_000, 6.5, 30) / 100);
    expect(out.financialAnalysis.monthlyPayment).toBeCloseTo(2452.42, 1);
    expect(out.financialAnalysis.riskExposure).toBe(5_350);
    expect(out.financialAnalysis.assumptions.join(' ')).toMatch(
      /30 years at 6\.5 % \(Test mortgage rate, as of 2026-05-14\)/,
    );
  });

  it('compares the price with the ZIP figures at high confidence', () => {
    expect(out.marketComparison).toMatchObject({
      dataConfidence: 'high',
      liveDataSource: false,
      contractPrice: 485_000,
      medianPrice: 480_000,
      daysOnMarket: 40,
      priceCompetitive: true,
      occupancyRate: null,
    });
    expect(out.marketComparison.marketPosition).toBe(
      'The sales price is 1.0 % above the median sale price for ZIP 75025.',
    );
    expect(out.sources.map((s) => s.name)).toEqual([
      'Test ZIP market',
      'Test mortgage rate',
      'TREC deadline rules (Bluebonnet)',
    ]);
  });
});

describe('pre-1978 house on an outdated form without the lead-based paint addendum', () => {
  const out = analyse('pre1978');

  it('scores high, led by the missing lead-based paint addendum with its quote', () => {
    expect(out.riskScore).toBeGreaterThan(60);
    expect(riskBand(out.riskScore)).toBe('high');
    expect(out.riskFactors[0]).toMatchObject({
      name: 'Pre-1978 home without the lead-based paint addendum',
      points: 35,
    });
    const lead = out.criticalIssues.find((f) => f.title === 'Lead-based paint disclosure missing');
    expect(lead).toMatchObject({ severity: 'critical', evidence: { quote: 'built in 1962' } });
    expect(out.criticalIssues.map((f) => f.title)).toEqual(
      expect.arrayContaining(['Contract on outdated form TREC 20-17', 'Addendum on outdated form TREC 40-9']),
    );
  });

  it('fails the compliance check and says which forms to use', () => {
    expect(out.complianceCheck.texasCompliant).toBe(false);
    expect(disclosure(out, 'Lead-based paint')).toBe('missing');
    expect(disclosure(out, "Seller's Disclosure Notice")).toBe('missing'); // ¶7B(2): not yet received
    expect(disclosure(out, 'HOA addendum')).toBe('not-required');
    expect(out.complianceCheck.formRecommendations).toEqual(
      expect.arrayContaining(['Lead-Based Paint Addendum (TREC OP-L)', 'TREC 20-18', 'TREC 40-11']),
    );
    expect(out.form).toMatchObject({ currentOnEffectiveDate: false });
    expect(out.form.currentVersionNote).toContain('TREC 20-18 became mandatory on 2025-01-03');
  });

  it('puts the fix on today and keeps the rolled-forward money deadline', () => {
    expect(item(out, 'lead-paint-addendum-missing')).toMatchObject({
      title: 'Attach the Lead-Based Paint Addendum (TREC OP-L)',
      dueDate: '2025-06-13',
      priority: 'high',
      deadlineKey: null,
    });
    expect(deadline(out, 'earnest-money')).toMatchObject({
      dueDate: '2025-06-16',
      rolledForward: true,
      originalDueDate: '2025-06-15',
    });
    expect(deadline(out, 'option-period')?.dueDate).toBe('2025-06-22');
    expect(deadline(out, 'agreed-repairs')?.dueDate).toBe('2025-07-17');
    expect(out.generatedClauses.map((c) => c.type)).toContain('Lead-based paint disclosure (TREC OP-L / 56-0)');
  });

  it('uses city-level market figures at medium confidence', () => {
    expect(out.marketComparison.dataConfidence).toBe('medium');
    expect(out.marketComparison.considerations).toContain("Figures are for Dallas, not the property's ZIP code.");
  });
});

describe('all-cash estate sale with no option fee', () => {
  const out = analyse('cash');

  it('flags the missing option right without calling it a compliance failure', () => {
    expect(out.criticalIssues).toEqual([]);
    expect(out.redFlags.map((f) => f.title)).toEqual([
      'No termination option',
      'As-is purchase without an inspection exit',
    ]);
    expect(out.complianceCheck.texasCompliant).toBe(true);
    expect(disclosure(out, 'Third Party Financing Addendum')).toBe('not-required');
    expect(disclosure(out, "Seller's Disclosure Notice")).toBe('not-required');
  });

  it('has no option deadlines, no loan payment, and the earnest money as the money at stake', () => {
    expect(deadline(out, 'option-period')).toBeUndefined();
    expect(deadline(out, 'earnest-money')?.dueDate).toBe('2026-03-02');
    expect(out.financialAnalysis).toMatchObject({
      totalInvestment: 612_500,
      monthlyPayment: null,
      riskExposure: 10_000,
    });
    expect(out.negotiationTips.map((t) => t.strategy)).toContain('Secure an inspection exit');
  });
});

describe('1974 condominium with the lead-based paint addendum', () => {
  const out = analyse('condo');

  it('finds the addendum present and computes its inspection window', () => {
    expect(disclosure(out, 'Lead-based paint')).toBe('present');
    expect(out.criticalIssues).toEqual([]);
    expect(deadline(out, 'lead-paint-inspection')?.dueDate).toBe('2025-09-28');
    expect(item(out, 'lead-paint-termination')?.dueDate).toBe('2025-10-02');
    expect(disclosure(out, 'Condominium resale certificate')).toBe('missing');
  });

  it('says the financing addendum was checked but not provided', () => {
    expect(out.redFlags.map((f) => f.title)).toContain('Third Party Financing Addendum not in the text');
    expect(out.form.addenda).toContain('Third Party Financing Addendum (checked in ¶22; its text was not provided)');
  });
});

describe('plain-language purchase agreement', () => {
  const out = analyse('plain');

  it('flags the non-promulgated form and applies no TREC deadline', () => {
    expect(out.redFlags.map((f) => f.title)).toContain('Not a TREC promulgated contract');
    expect(out.deadlines).toEqual([]);
    expect(out.keyDates).toEqual({ 'Effective Date': '2027-02-01', 'Closing Date': '2027-03-15' });
    expect(out.aiAnalysis).toContain('TREC deadline rules do not apply');
    expect(out.generatedClauses.map((c) => c.type).join()).not.toMatch(/TREC 40|TREC 36|49-1/);
  });
});

describe('residential lease', () => {
  it('computes the non-renewal notice date from the lease text', () => {
    const out = analyse('lease');
    expect(out.keyDates).toEqual({
      'Lease begins': '2026-06-01',
      'Lease ends': '2027-05-31',
      'Last day to give notice of non-renewal': '2027-05-01',
      // Property Code §92.103: 30 days after surrender, if the tenant leaves on the Expiration Date.
      'Deposit refund due if Tenant surrenders on the Expiration Date (§92.103)': '2027-06-30',
    });
    expect(item(out, 'lease-non-renewal-notice')).toMatchObject({
      dueDate: '2027-05-01',
      paragraph: '4A',
      deadlineKey: null,
    });
    expect(out.financialAnalysis).toMatchObject({ totalInvestment: 4_700, monthlyPayment: 2_350, riskExposure: 2_350 });
    expect(out.marketComparison).toMatchObject({ dataConfidence: 'high', contractPrice: 2_350, averageRent: 2_450 });
  });

  it('raises a red flag when it was submitted as a purchase, and still reads it as a lease', () => {
    const out = analyse('lease', undefined, 'purchase');
    expect(out.contractType).toBe('purchase');
    const flag = out.redFlags.find((f) => f.title === 'This reads as a lease, not a purchase');
    expect(flag?.detail).toContain('Residential Lease (TXR 2001)');
    expect(out.aiAnalysis.startsWith('You chose "purchase"')).toBe(true);
    expect(item(out, 'lease-non-renewal-notice')).toBeDefined();
  });
});

describe('listing agreement', () => {
  it('dates the end of the listing and its protection period', () => {
    const out = analyse('listing');
    expect(out.keyDates).toMatchObject({ 'Listing ends': '2026-10-31', 'Protection period ends': '2027-01-29' });
    expect(item(out, 'listing-ends')).toMatchObject({ dueDate: '2026-10-31', assignedTo: 'realtor' });
    expect(out.financialAnalysis.opportunities[0]).toContain("5.5 % broker's fee is $41,244.50");
  });
});

describe('a document that is not a contract', () => {
  it('says it was not recognised, computes nothing, and still returns a valid record', async () => {
    const { analyseContract } = await import('./analyse-contract');
    const { asRecord, testMarket } = await import('../../test/contract-analysis-fixtures');
    const text =
      'Grocery list for the open house on Saturday: lemonade, cookies, sign-in sheets, extra flyers, and balloons for the mailbox. '.repeat(
        2,
      );
    const out = analyseContract({
      contractType: 'purchase',
      text,
      filename: null,
      today: '2026-04-15',
      market: testMarket,
    });
    expect(out.redFlags[0]?.title).toBe('Document not recognised');
    expect(riskBand(out.riskScore)).toBe('high');
    expect(out.deadlines).toEqual([]);
    expect(out.keyDates).toEqual({});
    expect(out.marketComparison.dataConfidence).toBe('none');
    expect(() => asRecord(out, text)).not.toThrow();
  });
});
