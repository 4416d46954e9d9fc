import { isFormCurrentOn } from '@bluebonnet/domain';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../test/contract-analysis-fixtures';
import { CLAUSE_LIBRARY, CLAUSE_NOTICE, generateClauses } from './index';

describe('clause library', () => {
  it('covers purchase, listing and lease for every client type, with complete entries', () => {
    expect(CLAUSE_LIBRARY.length).toBeGreaterThanOrEqual(18);
    expect(new Set(CLAUSE_LIBRARY.map((e) => e.id)).size).toBe(CLAUSE_LIBRARY.length);
    for (const type of ['purchase', 'listing', 'lease'] as const)
      expect(CLAUSE_LIBRARY.some((e) => e.contractTypes.includes(type))).toBe(true);
    for (const client of ['first-time-buyer', 'investor', 'seller'] as const)
      expect(CLAUSE_LIBRARY.some((e) => e.clientTypes.includes(client))).toBe(true);
    for (const e of CLAUSE_LIBRARY) {
      for (const field of [e.type, e.clause, e.purpose, e.placement, e.negotiability, e.whenToUse])
        expect(field.length).toBeGreaterThan(2);
      expect(e.keywords.length).toBeGreaterThan(0);
    }
  });

  it('points needs that call for legal terms to the promulgated addendum, keeping the clause factual', () => {
    const byId = (id: string) => CLAUSE_LIBRARY.find((e) => e.id === id);
    expect(byId('appraisal-gap')?.addendum).toContain('TREC 49-1');
    expect(byId('sale-of-other-property-buyer')?.addendum).toContain('TREC 10-6');
    expect(byId('seller-leaseback')?.addendum).toContain('TREC 15-7');
    expect(byId('early-possession')?.addendum).toContain('TREC 16-7');
    expect(byId('financing-contingency')?.addendum).toContain('TREC 40-11');
    for (const e of CLAUSE_LIBRARY.filter((x) => x.contractTypes.includes('purchase'))) {
      expect(e.clause).not.toMatch(/terminat|waive|indemnif|contingent (up)?on|shall/i);
    }
  });

  it('ranks the entries that answer the stated needs first and says which need each matched', () => {
    const { clauses, notice } = generateClauses({
      contractType: 'purchase',
      clientType: 'first-time-buyer',
      specificNeeds: 'appraisal gap, help with closing costs',
    });
    expect(clauses[0]).toMatchObject({ id: 'appraisal-gap', matchedNeeds: ['appraisal gap'] });
    expect(clauses.slice(0, 3).map((c) => c.id)).toEqual(
      expect.arrayContaining(['appraisal-gap', 'closing-cost-help']),
    );
    expect(clauses.find((c) => c.id === 'closing-cost-help')?.matchedNeeds).toEqual(['help with closing costs']);
    expect(
      clauses.every(
        (c) => Object.keys(c).sort().join() === 'clause,id,matchedNeeds,negotiability,placement,purpose,type,whenToUse',
      ),
    ).toBe(true);
    expect(notice).toBe(CLAUSE_NOTICE);
    expect(notice).toMatch(
      /^A license holder may add only factual statements and business details to a TREC promulgated form, not legal language \(TREC Rule §537\.11/,
    );
  });

  it('falls back to client fit with no stated needs, and only offers the chosen contract type', () => {
    const seller = generateClauses({ contractType: 'purchase', clientType: 'seller', specificNeeds: '' });
    expect(seller.clauses.map((c) => c.id)).toContain('seller-leaseback');
    expect(seller.clauses.every((c) => c.matchedNeeds.length === 0)).toBe(true);
    const lease = generateClauses({
      contractType: 'lease',
      clientType: 'investor',
      specificNeeds: 'pets and early termination',
    });
    expect(
      lease.clauses
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['lease-early-termination', 'lease-pets']);
    expect(lease.clauses.every((c) => c.id.startsWith('lease-'))).toBe(true);
  });

  it('keeps a dollar figure whole in the needs it matched ("$6,000", not "000 in closing costs")', () => {
    const { clauses } = generateClauses({
      contractType: 'purchase',
      clientType: 'first-time-buyer',
      specificNeeds: '$6,000 in closing costs, appraisal gap and a 3.5 % down payment',
    });
    const help = clauses.find((c) => c.id === 'closing-cost-help');
    expect(help?.matchedNeeds).toEqual(['$6,000 in closing costs', 'a 3.5 % down payment']);
    expect(clauses.flatMap((c) => c.matchedNeeds).join('|')).not.toMatch(/(^|\|)0+\b/);
  });

  it('cites the resale form current today first in every placement', () => {
    for (const e of CLAUSE_LIBRARY) {
      const first = /\b20-\d+\b/.exec(e.placement)?.[0];
      if (first) expect(isFormCurrentOn(first, '2026-11-20').current, `${e.id}: ${e.placement}`).toBe(true);
    }
  });

  it('is deterministic', () => {
    const input = {
      contractType: 'listing' as const,
      clientType: 'seller' as const,
      specificNeeds: 'marketing; cancel early',
    };
    expect(generateClauses(input)).toEqual(generateClauses(input));
  });
});

describe('clauses for an analysed contract', () => {
  it('answers the contract’s own gaps', () => {
    expect(analyse('pre1978').generatedClauses.map((c) => c.type)).toEqual([
      'Lead-based paint disclosure (TREC OP-L / 56-0)',
      'Agreed repairs (¶7D(2) or Amendment)',
    ]);
    expect(analyse('cash').generatedClauses.map((c) => c.type)).toEqual(['Inspection window (option period, ¶5)']);
    expect(analyse('financed').generatedClauses.map((c) => c.type)).toEqual([
      'Appraisal termination right (TREC 49-1 box 3)',
    ]);
  });
});
