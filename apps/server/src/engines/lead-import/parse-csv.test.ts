import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeadImportError } from './lead-import-error';
import { parseLeadCsv } from './parse-csv';

const refusal = (input: string | Buffer, opts = {}) => {
  try {
    parseLeadCsv(input, opts);
  } catch (error) {
    if (error instanceof LeadImportError) return { code: error.code, message: error.message, line: error.line };
    throw error;
  }
  throw new Error('expected the file to be refused');
};

describe('parseLeadCsv', () => {
  it('gives each record the line it starts on, across CRLF, blank lines and quoted line breaks', () => {
    const csv = [
      '\uFEFFFirst Name,Last Name,Notes',
      '',
      ' Maria , Garcia ,"a, b"',
      '"Jo',
      'hn",Smith,"multi',
      '',
      'line"',
      '   ',
      ',,',
      'Ann,Wu,"""quoted"""',
    ].join('\r\n');
    const { headers, records, raggedLines } = parseLeadCsv(csv);
    expect(headers).toEqual(['First Name', 'Last Name', 'Notes']);
    expect(records).toEqual([
      { line: 3, values: ['Maria', 'Garcia', 'a, b'] },
      { line: 4, values: ['Jo\nhn', 'Smith', 'multi\n\nline'] },
      { line: 10, values: ['Ann', 'Wu', '"quoted"'] },
    ]);
    expect(raggedLines).toEqual([]);
  });

  it('counts lines the same in LF and lone-CR files', () => {
    for (const eol of ['\n', '\r']) {
      const { records } = parseLeadCsv(['a,b', '"x', 'y",z', '', 'p,q'].join(eol));
      expect(records.map((r) => r.line)).toEqual([2, 5]);
    }
  });

  it('reports rows with more or fewer cells than the header, and keeps them', () => {
    const { records, raggedLines } = parseLeadCsv('a,b,c\n1,2\n1,2,3\n1,2,3,4\n');
    expect(records.map((r) => r.values.length)).toEqual([2, 3, 4]);
    expect(raggedLines).toEqual([2, 4]);
  });

  it('reads Windows-1252 (Excel "CSV") and UTF-16 (Excel "Unicode text") files', () => {
    const cp1252 = Buffer.from([
      ...Buffer.from('Name,Notes\nJos'),
      0xe9,
      ...Buffer.from(' Ruiz,'),
      0x93,
      0x68,
      0x69,
      0x94,
    ]);
    expect(parseLeadCsv(cp1252).records[0]?.values).toEqual(['José Ruiz', '“hi”']);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Email\nZoë Li,z@x.com', 'utf16le')]);
    expect(parseLeadCsv(utf16).records[0]?.values).toEqual(['Zoë Li', 'z@x.com']);
  });

  it('refuses files that are not a lead list, in words an agent understands', () => {
    expect(refusal('')).toMatchObject({ code: 'empty_file', message: 'The file is empty.' });
    expect(refusal('\uFEFF\r\n  \r\n')).toMatchObject({ code: 'empty_file' });
    expect(refusal('First Name,Email\r\n')).toMatchObject({
      code: 'no_rows',
      message: 'The file has a header row but no leads below it.',
    });
    expect(refusal('Maria,Garcia,maria@example.com\nJohn,Smith,john@example.com')).toMatchObject({
      code: 'no_header',
      line: 1,
      message:
        'The first line must name the columns (for example: First Name, Last Name, Email). Add a header row and upload the file again.',
    });
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toMatchObject({ code: 'not_text' });
  });

  it('names the line of a broken quote', () => {
    expect(refusal('a,b\n1,2\n\n"open,3\n4,5\n')).toEqual({
      code: 'unreadable',
      line: 4,
      message: 'Line 4: a quoted value is never closed (a " is missing). Fix that line and upload the file again.',
    });
    expect(refusal('a,b\n1,2\n"x"y,3\n')).toMatchObject({ code: 'unreadable', line: 3 });
  });

  it('keeps to the row and size limits', () => {
    expect(parseLeadCsv('a\n1\n2\n3', { maxRows: 3 }).records).toHaveLength(3);
    expect(refusal('a\n1\n2\n3\n4', { maxRows: 3 })).toMatchObject({
      code: 'too_many_rows',
      message: 'The file has more than 3 leads. Split it into files of 3 or fewer.',
    });
    expect(refusal('a\n1\n', { maxBytes: 3 })).toMatchObject({ code: 'too_large' });
  });

  it('throws nothing but LeadImportError, whatever the input', () => {
    const onlyTypedErrors = (input: string | Uint8Array) => {
      try {
        parseLeadCsv(typeof input === 'string' ? input : Buffer.from(input));
      } catch (error) {
        expect(error).toBeInstanceOf(LeadImportError);
      }
    };
    const csvish = fc.string({
      unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', '@', '1', '\t'),
      maxLength: 200,
    });
    fc.assert(fc.property(csvish, onlyTypedErrors), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), onlyTypedErrors), { numRuns: 200 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), onlyTypedErrors), { numRuns: 200 });
  });

  it('gives every record a line inside the file and after the one before', () => {
    const csvish = fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r\n', '\r', ' '), maxLength: 200 });
    fc.assert(
      fc.property(csvish, (body) => {
        const input = `h1,h2\n${body}`;
        let records;
        try {
          records = parseLeadCsv(input).records;
        } catch {
          return;
        }
        const lastLine = input.split(/\r\n|\r|\n/).length;
        let previous = 1;
        for (const { line } of records) {
          expect(line).toBeGreaterThan(previous);
          expect(line).toBeLessThanOrEqual(lastLine);
          previous = line;
        }
      }),
      { numRuns: 500 },
    );
  });
});
