// Runs the reader on the real blank TREC forms (pdftotext -layout output) when the shared fixtures
// are checked out beside this repository; a fresh clone skips it. The domain package has no Node
// types (it ships to the browser), so fs is reached through process.getBuiltinModule at run time.
import { describe, expect, it } from 'vitest';
import { detectContractForm } from './detect-form';
import { extractContractTerms } from './extract-terms';
import { badQuotes, filledPaths } from './fixtures/inspect';

type Fs = { existsSync(path: string): boolean; readFileSync(path: string, encoding: 'utf8'): string };
const runtime = globalThis as { process?: { cwd(): string; getBuiltinModule?: (id: string) => unknown } };
const fs = runtime.process?.getBuiltinModule?.('node:fs') as Fs | undefined;
// The shared folder sits beside the repository (tests run from the repository root).
const DIR = `${runtime.process?.cwd() ?? '.'}/../shared/fixtures/trec-forms/pdftotext/`;
const available = fs?.existsSync(DIR) ?? false;
const read = (name: string) => fs?.readFileSync(`${DIR}${name}-blank.pdftotext-layout.txt`, 'utf8') ?? '';

const CONTRACTS = [
  ['trec-20-16-one-to-four-family-resale', 'resale', '20-16', '2021-11-08'],
  ['trec-20-17-one-to-four-family-resale', 'resale', '20-17', '2022-11-07'],
  ['trec-30-17-residential-condominium-contract', 'condo', '30-17', '2024-11-04'],
] as const;

const ADDENDA = [
  ['trec-40-9-third-party-financing-addendum', 'third-party-financing', '40-9'],
  ['trec-36-9-hoa-addendum', 'hoa', '36-9'],
  ['trec-op-l-lead-based-paint-addendum', 'lead-based-paint', 'OP-L'],
  ['trec-39-10-amendment', 'amendment', '39-10'],
  ['trec-55-0-sellers-disclosure-notice', 'sellers-disclosure-notice', '55-0'],
  ['trec-op-h-sellers-disclosure-notice', 'sellers-disclosure-notice', 'OP-H'],
] as const;

describe.skipIf(!available)('the real blank TREC forms', () => {
  it.each(CONTRACTS)('%s is detected as %s version %s printed %s', (file, family, version, printed) => {
    const form = detectContractForm(read(file));
    expect(form).toMatchObject({ family, version, printedDate: printed, publisher: 'TREC', confidence: 'high' });
  });

  it.each(ADDENDA)('%s alone is an addendum-only paste holding %s %s', (file, kind, version) => {
    const form = detectContractForm(read(file));
    expect(form.family).toBe('addendum-only');
    expect(form.addenda.map((a) => [a.kind, a.version])).toEqual([[kind, version]]);
  });

  it.each([...CONTRACTS.map((c) => c[0]), ...ADDENDA.map((a) => a[0])])('%s, left blank, yields no values', (file) => {
    const text = read(file);
    const terms = extractContractTerms(text);
    expect(filledPaths(terms)).toEqual(file.includes('condominium') ? ['hoa.mandatoryMembership'] : []);
    expect(badQuotes(terms, text)).toEqual([]);
  });

  it('reads ¶22 and ¶7D boxes where pdftotext printed them on a line of their own (20-17)', () => {
    const lines = read('trec-20-17-one-to-four-family-resale').split('\n');
    // Tick the boxes as a filled PDF would: ☒ in place of the blank Wingdings box.
    const tick = (lineNo: number, col: number) => {
      const line = lines[lineNo - 1] ?? '';
      expect(line[col]).toBe('\uF071');
      lines[lineNo - 1] = `${line.slice(0, col)}\u2612${line.slice(col + 1)}`;
    };
    tick(290, 4); // ¶7D(1), its label "(1) Buyer accepts the Property As Is." on the next line
    tick(514, 6); // ¶22 Third Party Financing Addendum, label on the next line
    tick(520, 6); // ¶22 HOA addendum ("Addendum for Property Subject to …" on the next line)
    tick(516, 54); // ¶22 Seller's Temporary Residential Lease, label on the line ABOVE
    const terms = extractContractTerms(lines.join('\n'));
    expect(terms.repairs.acceptance?.value).toBe('as-is');
    expect(terms.checkedAddenda.map((a) => a.value)).toEqual([
      'third-party-financing',
      'sellers-temporary-lease',
      'hoa',
    ]);
  });
});
