import { clientAnalysis } from '@bluebonnet/contracts';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { maria, TODAY } from '../../test/client-analysis-fixtures';
import { analyseClient, clientAnalysisSources } from './analyse-client';
import { clientAnalysisInputFrom, intakeCompleteness } from './intake-input';
import type { ClientAnalysisInput } from './types';

const actions = (i: ClientAnalysisInput) => analyseClient(i).recommendedActions;
const find = (i: ClientAnalysisInput, re: RegExp) => actions(i).find((a) => re.test(a.action));

describe('client analysis', () => {
  it('matches the stored analysis schema and cites the data it read', () => {
    const sources = clientAnalysisSources(maria);
    const meta = { engine: 'offline', generatedAt: '2026-11-21T12:00:00.000Z', sources };
    expect(() => clientAnalysis.parse({ ...analyseClient(maria), meta })).not.toThrow();
    expect(sources.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Bluebonnet client-scoring rules v1', 'Zillow ZHVI (ZIP)', 'Redfin ZIP market tracker']),
    );
    expect(sources.find((s) => s.name === 'Zillow ZHVI (ZIP)')!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('recommends what this client needs: lender, education package, research profile', () => {
    expect(find(maria, /lender/)).toMatchObject({ priority: 'high' });
    expect(find(maria, /first-time-buyer education package/)).toBeDefined();
    expect(find(maria, /home-research profile for Plano/)!.action).toContain('weekly');
    expect(find({ ...maria, preApprovalStatus: 'pre-approved' }, /lender/)).toBeUndefined();
    expect(find({ ...maria, currentSituation: 'upgrading' }, /education package/)).toBeUndefined();
    expect(find({ ...maria, preferredAreas: 'somewhere quiet' }, /Ask which areas/)!.reason).toContain(
      '"somewhere quiet"',
    );
  });

  it('calls within the hour when immediate and pre-approved, by the channel the client chose', () => {
    const hot = { ...maria, timeframe: 'immediately' as const, preApprovalStatus: 'pre-approved' as const };
    expect(analyseClient(hot).urgencyLevel).toBe('critical');
    expect(actions(hot)[0]).toMatchObject({
      action: 'Call Maria within the hour',
      priority: 'high',
      timeframe: 'Within 1 hour',
    });
    expect(actions({ ...hot, preferredContact: 'email' })[0]!.action).toBe('Email Maria within the hour');
    expect(actions({ ...hot, preferredContact: 'text', smsConsent: true })[0]!.action).toBe(
      'Text Maria within the hour',
    );
    const noConsent = actions({ ...hot, preferredContact: 'text', smsConsent: false })[0]!;
    expect(noConsent.action).toBe('Call Maria within the hour');
    expect(noConsent.reason).toMatch(/no text consent is on file/);
  });

  it('puts high priority first and flags a budget that does not fit the areas', () => {
    const tight = { ...maria, budgetRange: 'under-300k' as const, preferredAreas: 'Frisco' };
    const list = actions(tight);
    const order = { high: 0, medium: 1, low: 2 };
    expect(list.slice(1).map((a) => order[a.priority])).toEqual(
      [...list.slice(1)].map((a) => order[a.priority]).sort(),
    );
    expect(list.find((a) => /budget against area prices/.test(a.action))!.reason).toMatch(/0 of 4 ZIPs/);
  });

  it('writes profiles and insights from the facts, with different shapes for different clients', () => {
    const investor = analyseClient({
      ...maria,
      firstName: 'Dev',
      goal: 'investing',
      currentSituation: 'investing',
      preferredAreas: 'Oak Cliff',
    });
    const seller = analyseClient({ ...maria, firstName: 'Sam', goal: 'selling', currentSituation: 'downsizing' });
    const buyer = analyseClient(maria);
    expect(buyer.clientProfile).toMatch(/(first.*Maria|Maria.*first).*Plano.*\$300,000–\$500,000/i);
    expect(buyer.clientProfile).toContain('Must-haves: good schools, yard and 3+ bedrooms.');
    expect(buyer.aiInsights).toMatch(/Districts mostly serving these ZIPs, TEA 2022 ratings: Plano ISD/);
    expect(buyer.aiInsights).toContain('Submitted 2 days ago');
    expect(investor.clientProfile).toMatch(/^Dev (is an investor|wants .* as an investment)/);
    expect(investor.aiInsights).toMatch(/Typical rents in these ZIPs run \$[\d,]+–\$[\d,]+ a month \(Zillow ZORI\)/);
    expect(seller.clientProfile).toMatch(/^Sam (wants to sell|is getting ready to sell) to downsize/);
    // Same facts, different people: the wording varies, the facts do not.
    const openings = new Set(
      ['Ana', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].map(
        (firstName) =>
          analyseClient({ ...maria, firstName })
            .clientProfile.replace(firstName, 'X')
            .split(':')[0],
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('reads a stored intake: narrows options and computes completeness', () => {
    const intake = {
      firstName: 'Maria',
      realEstateGoal: 'buying',
      propertyType: 'single-family',
      budgetRange: '300k-500k',
      timeframe: 'soon-ish',
      currentSituation: null,
      preferredAreas: '  ',
      additionalNeeds: 'pool',
      preApprovalStatus: 'unknown',
      hearAboutUs: 'google',
      preferredContact: 'text',
      smsConsent: true,
      notes: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    } as CustomerIntake;
    const input = clientAnalysisInputFrom(intake, TODAY, bundledReferenceData());
    expect(input).toMatchObject({
      timeframe: null,
      preferredAreas: null,
      preferredContact: 'text',
      smsConsent: true,
      today: TODAY,
    });
    expect(input.completeness).toBeCloseTo(4 / 9);
    expect(intakeCompleteness({ ...input, preApprovalStatus: 'pre-approved' })).toBeCloseTo(5 / 9);
  });
});
