import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trecLicenseTypeCodes, trecStatusCodes } from './codes';
import { readAll } from './trec-rows.fixture';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const samplePath = path.join(repoRoot, 'apps/server/data/trec/trec-sample.txt');

describe('the bundled sample file', () => {
  it('parses with zero errors and covers every license type and status code', async () => {
    const { rows, errors, summary } = await readAll(createReadStream(samplePath, { highWaterMark: 4096 }));
    expect(errors).toEqual([]);
    expect(summary).toMatchObject({ rejected: 0, truncated: false, emptyLines: 0 });
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.licenseTypeCode))).toEqual(new Set(trecLicenseTypeCodes));
    expect(new Set(rows.map((r) => r.statusCode))).toEqual(new Set(trecStatusCodes));
    expect(rows.some((r) => r.fullName.includes('Muñoz'))).toBe(true);
    // Made-up people, and marked so.
    for (const row of rows) expect(row.fullName).toContain('Sample');
  });

  it('links every sponsored license to a license in the file', async () => {
    const { rows } = await readAll(createReadStream(samplePath));
    const keys = new Set(rows.map((r) => r.licenseNumberKey));
    const sponsoredAgents = rows.filter((r) => r.licenseTypeCode === 'SALE' && r.relatedLicense);
    expect(sponsoredAgents.length).toBeGreaterThan(50);
    for (const row of rows) if (row.relatedLicense) expect(keys.has(row.relatedLicense.licenseNumberKey)).toBe(true);
    expect(sponsoredAgents.every((r) => r.canPractice)).toBe(true);
  });

  it('is what the generator writes today (deterministic, not edited by hand)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trec-sample-'));
    try {
      const out = path.join(dir, 'sample.txt');
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/generate-trec-sample.mjs'), out]);
      expect(readFileSync(out).equals(readFileSync(samplePath))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
