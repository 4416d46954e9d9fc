import { describe, expect, it } from 'vitest';
import { isFormCurrentOn, versionRequiredOn } from './form-versions';

describe('isFormCurrentOn (trec.md §2.1 dates)', () => {
  it('20-18 is current for a contract effective in April 2026', () => {
    expect(isFormCurrentOn('20-18', '2026-04-14')).toMatchObject({
      status: 'current',
      current: true,
      requiredVersion: '20-18',
    });
  });

  it('flags 20-17 used after 20-18 became mandatory on 2025-01-03', () => {
    expect(isFormCurrentOn('20-17', '2025-01-03')).toEqual({
      version: '20-17',
      effectiveDate: '2025-01-03',
      status: 'outdated',
      current: false,
      requiredVersion: '20-18',
      reason: 'TREC 20-18 became mandatory on 2025-01-03; a contract effective 2025-01-03 must use it, not 20-17.',
    });
    expect(isFormCurrentOn('20-17', '2025-01-02').status).toBe('current');
  });

  it('allows the old form until the new one is mandatory, and says the new one may be used', () => {
    const result = isFormCurrentOn('20-18', '2026-06-15');
    expect(result.status).toBe('current');
    expect(result.reason).toBe(
      'TREC 20-18 may still be used on 2026-06-15; 20-19 (published 2026-05-04) becomes mandatory on 2026-07-01.',
    );
    expect(isFormCurrentOn('20-18', '2026-07-01')).toMatchObject({ status: 'outdated', requiredVersion: '20-19' });
    expect(isFormCurrentOn('20-19', '2026-06-15').status).toBe('current');
  });

  it('names the newest mandatory version when a form is two versions behind', () => {
    expect(isFormCurrentOn('TREC NO. 20-17', '2026-08-01')).toMatchObject({
      version: '20-17',
      requiredVersion: '20-19',
    });
    expect(isFormCurrentOn('40-9', '2025-06-12')).toMatchObject({ status: 'outdated', requiredVersion: '40-11' });
  });

  it('flags a form dated after the Effective Date', () => {
    expect(isFormCurrentOn('20-19', '2026-03-01')).toMatchObject({ status: 'not-yet-published', current: false });
  });

  it('answers unknown, not a guess, where the reference has no date', () => {
    // 36-10 exists but trec.md gives no mandatory date for it.
    expect(isFormCurrentOn('36-9', '2026-04-14')).toMatchObject({
      status: 'unknown',
      current: null,
      requiredVersion: null,
    });
    expect(isFormCurrentOn('20-15', '2022-06-01').status).toBe('unknown');
    expect(isFormCurrentOn('99-1', '2026-01-01').reason).toBe(
      'TREC 99-1 is not a form version we know, so whether it was current could not be checked.',
    );
    expect(isFormCurrentOn('20-18', 'April 2026').status).toBe('unknown');
  });

  it('knows the lead-based paint addendum OP-L was current in 2025', () => {
    expect(isFormCurrentOn('op-l', '2025-09-18')).toMatchObject({ version: 'OP-L', status: 'current' });
  });
});

describe('versionRequiredOn', () => {
  it('is the newest version already mandatory on the date', () => {
    expect(versionRequiredOn('20-17', '2026-04-14')).toBe('20-18');
    expect(versionRequiredOn('20-17', '2026-07-01')).toBe('20-19');
    expect(versionRequiredOn('30-17', '2026-04-14')).toBeNull();
  });
});
