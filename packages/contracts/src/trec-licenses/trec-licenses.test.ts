import { describe, expect, it } from 'vitest';
import { verifyTrecLicenseRequest } from './trec-licenses';

describe('verifyTrecLicenseRequest', () => {
  it('reads the shapes agents type and refuses the rest', () => {
    for (const ok of ['0654321', '654321-SA', '654321 -sa', '654321SA', ' 9900029 ']) {
      expect(verifyTrecLicenseRequest.safeParse({ licenseNumber: ok }).success, ok).toBe(true);
    }
    for (const bad of ['', 'abc', '12-34', '12345678901', '65-43-21']) {
      expect(verifyTrecLicenseRequest.safeParse({ licenseNumber: bad }).success, bad).toBe(false);
    }
  });

  it('refuses a long run of spaces at once (the pattern cannot backtrack over it)', () => {
    const hostile = `21${' '.repeat(200_000)}-${' '.repeat(200_000)}!`;
    // With the old pattern this took minutes (the test's time-out is what would fail).
    expect(verifyTrecLicenseRequest.safeParse({ licenseNumber: hostile }).success).toBe(false);
  });
});
