// The fixture table: every filled contract read and dated exactly as its hand-computed answer key says.
import { describe, expect, it } from 'vitest';
import { checkFixture } from './fixtures/filled/check';
import { FILLED_FIXTURES, PURCHASE_FIXTURES } from './fixtures/filled/index';
import { badQuotes } from './fixtures/inspect';
import { noisy } from './fixtures/noise';

describe('the filled-contract fixture table', () => {
  it('holds at least ten purchase contracts, three leases and two listings', () => {
    const families = FILLED_FIXTURES.map((f) => f.key.family);
    expect(PURCHASE_FIXTURES.length).toBeGreaterThanOrEqual(10);
    expect(families.filter((f) => f === 'residential-lease').length).toBeGreaterThanOrEqual(3);
    expect(families.filter((f) => f === 'listing-agreement').length).toBeGreaterThanOrEqual(2);
    for (const family of ['resale', 'condo', 'new-home-completed', 'new-home-incomplete', 'farm-and-ranch'])
      expect(families).toContain(family);
  });

  it.each(FILLED_FIXTURES.map((f) => [f.id, f] as const))('%s matches its answer key', (_, fixture) => {
    const result = checkFixture(fixture);
    expect(result.errors).toEqual([]);
    expect(result.deadlinesRight).toBe(result.deadlinesExpected);
    expect(badQuotes(result.terms, fixture.text)).toEqual([]);
  });
});

// Each fixture again as other PDF tools and pastes print it (fixtures/noise.ts): same answer key.
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('the fixture table under seeded text noise', () => {
  const cases = FILLED_FIXTURES.flatMap((f) => SEEDS.map((seed) => [f.id, seed, f] as const));
  it.each(cases)('%s, seed %i, still matches its answer key', (_, seed, fixture) => {
    const { text } = noisy(fixture.text, seed);
    const result = checkFixture(fixture, text);
    expect(result.errors).toEqual([]);
    expect(badQuotes(result.terms, text)).toEqual([]);
  });
});
