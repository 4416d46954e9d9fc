import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectContractForm } from '@bluebonnet/domain';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../../config/paths';
import { extractPdfText } from './extract-pdf';

// A separate check on TREC's real blank forms: runs only where ../shared is beside the repository.
const formsDir = path.resolve(serverRoot, '..', '..', '..', 'shared', 'fixtures', 'trec-forms');
const forms = existsSync(formsDir) ? readdirSync(formsDir).filter((f) => f.endsWith('.pdf')) : [];

describe.skipIf(forms.length === 0)('real TREC form PDFs', () => {
  it.each(forms)('%s: text comes out in reading order and the form is recognised', async (file) => {
    const result = await extractPdfText(new Uint8Array(readFileSync(path.join(formsDir, file))));
    expect(result.requiresManualPaste).toBe(false);
    expect(result.text.length).toBeGreaterThan(2000);
    // The number printed on the form ("trec-20-17-…" → "20-17", "trec-op-l-…" → "OP-L").
    const number = /^trec-((?:op-[a-z])|(?:\d+-\d+))/.exec(file)?.[1]?.toUpperCase() ?? '';
    expect(result.text.toUpperCase()).toContain(`TREC NO. ${number}`);
    const reference = path.join(formsDir, 'pdftotext', file.replace(/\.pdf$/, '.pdftotext-layout.txt'));
    if (existsSync(reference)) {
      // The same form detected from our extraction as from pdftotext's.
      const ours = detectContractForm(result.text);
      const theirs = detectContractForm(readFileSync(reference, 'utf8'));
      expect({ family: ours.family, version: ours.version }).toEqual({
        family: theirs.family,
        version: theirs.version,
      });
    }
  });
});
