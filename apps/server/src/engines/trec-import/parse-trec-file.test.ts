import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trecLicenseStatuses, trecLicenseTypeCodes, trecLicenseTypes, trecStatusCodes } from './codes';
import { readTrecFile } from './parse-trec-file';
import { readAll, trecFile, trecLine } from './trec-rows.fixture';

describe('parseTrecFile', () => {
  it('reads every license type and status code into its label, with ISO dates and the sponsor kept', async () => {
    const lines = [
      ...trecLicenseTypeCodes.map((code, i) => trecLine({ licenseType: code, licenseNumber: String(9900100 + i) })),
      ...trecStatusCodes.map((code, i) => trecLine({ licenseStatus: code, licenseNumber: String(9900200 + i) })),
    ];
    const { rows, errors, summary } = await readAll([trecFile(lines)]);
    expect(errors).toEqual([]);
    expect(rows.slice(0, trecLicenseTypeCodes.length).map((r) => [r.licenseTypeCode, r.licenseType])).toEqual(
      trecLicenseTypeCodes.map((code) => [code, trecLicenseTypes[code].label]),
    );
    expect(rows.slice(trecLicenseTypeCodes.length).map((r) => [r.statusCode, r.status, r.canPractice])).toEqual(
      trecStatusCodes.map((code) => [code, trecLicenseStatuses[code].label, code === '20' || code === '30']),
    );
    const agent = rows[0]!;
    expect(agent).toMatchObject({
      line: 1,
      licenseeType: 'individual',
      licenseNumberKey: '9900100',
      originalLicenseDate: '2015-03-04',
      expirationDate: '2027-03-31',
      designatedSupervisor: false,
      mailingAddress: { lines: ['100 Sample Oak St'], city: 'Dallas', zip: '75201', countyCode: '057' },
      relatedLicense: {
        licenseTypeCode: 'BRK',
        licenseType: 'Individual Broker',
        licenseNumberKey: '9900001',
        fullName: 'Linda Sample Rodriguez',
        startDate: '2020-01-01',
      },
    });
    expect(summary).toMatchObject({ linesRead: lines.length, rowsRead: lines.length, imported: lines.length });
    expect(summary).toMatchObject({ rejected: 0, truncated: false, endsWithNewline: true });
    expect(summary.activeRows).toBe(rows.filter((r) => r.canPractice).length);
  });

  it('strips NUL bytes, decodes Latin-1 names, and keeps blank optional fields as null', async () => {
    const bytes = Buffer.concat([
      Buffer.from('\u0000'),
      trecFile([
        trecLine({ fullName: 'José Sample Muñoz', nameLastFirst: 'MUÑOZ, JOSÉ', licenseNumber: '99001\u000023' }),
      ]),
      Buffer.from('\u0000\u0000'),
    ]);
    const { rows, errors, summary } = await readAll([bytes]);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ fullName: 'José Sample Muñoz', nameLastFirst: 'MUÑOZ, JOSÉ', suffix: null });
    expect(rows[0]?.licenseNumber).toBe('9900123');
    expect(summary).toMatchObject({ nulBytesStripped: 4, emptyLines: 1, truncated: false });
  });

  it('reads CP850 when told to, where ñ is 0xA4', async () => {
    const bytes = Buffer.from(trecLine({ fullName: 'Mu\u00a4oz' }) + '\n', 'latin1');
    const { rows } = await readAll([bytes], { encoding: 'cp850' });
    expect(rows[0]?.fullName).toBe('Muñoz');
  });

  it('reports short, long and bad rows with their line numbers, skips empty lines, and reads on', async () => {
    const good = trecLine();
    const lines = [
      good,
      '',
      good.split('\t').slice(0, 20).join('\t'),
      `${good}\textra`,
      '   ',
      trecLine({ originalLicenseDate: '20230231' }),
      trecLine({ licenseExpirationDate: '2027-03-31' }),
      trecLine({ licenseType: 'XYZ' }),
      trecLine({ licenseStatus: '99' }),
      trecLine({ licenseNumber: 'ABC123' }),
      trecLine({ educationStatus: '7' }),
      trecLine({ relatedLicenseNumber: 'none' }),
      trecLine({ fullName: '' }),
      trecLine({ licenseType: 'toString' }),
      good,
    ];
    const { rows, errors, summary } = await readAll([trecFile(lines)]);
    expect(rows.map((r) => r.line)).toEqual([1, 15]);
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [3, 'column_count'],
      [4, 'column_count'],
      [6, 'invalid_date'],
      [7, 'invalid_date'],
      [8, 'unknown_license_type'],
      [9, 'unknown_status'],
      [10, 'invalid_license_number'],
      [11, 'unknown_education_status'],
      [12, 'invalid_related_license_number'],
      [13, 'missing_name'],
      [14, 'unknown_license_type'],
    ]);
    expect(errors[0]?.message).toBe('Line 3: expected 33 tab-separated columns, found 20.');
    expect(errors[1]?.message).toContain('found 34');
    expect(errors[2]?.message).toContain('"20230231"');
    expect(summary).toMatchObject({ linesRead: 15, rowsRead: 13, imported: 2, rejected: 11, emptyLines: 2 });
    expect(summary.errors).toEqual(errors);
  });

  it('treats blank and all-zero dates as no date', async () => {
    const { rows } = await readAll([
      trecFile([trecLine({ originalLicenseDate: '', licenseExpirationDate: '00000000' })]),
    ]);
    expect(rows[0]).toMatchObject({ originalLicenseDate: null, expirationDate: null });
  });

  it('marks a file cut off mid-row as truncated, with the partial row as an error', async () => {
    const whole = trecFile([trecLine({ licenseNumber: '9900001' }), trecLine({ licenseNumber: '9900002' })]);
    const cut = whole.subarray(0, whole.length - 40);
    const { rows, errors, summary } = await readAll([cut]);
    expect(rows).toHaveLength(1);
    expect(errors).toMatchObject([{ line: 2, reason: 'truncated' }]);
    expect(summary).toMatchObject({ truncated: true, endsWithNewline: false, imported: 1, rejected: 1 });
  });

  it('takes a whole last row without a line break as cut off, unless told complete files may end so', async () => {
    const bytes = Buffer.from(trecLine(), 'latin1');
    expect((await readAll([bytes])).summary).toMatchObject({ truncated: true, imported: 0, rejected: 1 });
    const lenient = await readAll([bytes], { allowUnterminatedLastRow: true });
    expect(lenient.summary).toMatchObject({ truncated: false, endsWithNewline: false, imported: 1 });
    const partial = await readAll([bytes.subarray(0, 60)], { allowUnterminatedLastRow: true });
    expect(partial.summary).toMatchObject({ truncated: true, rejected: 1 });
  });

  it('reads the same whatever the chunking, from a Node stream too', async () => {
    const bytes = trecFile([trecLine({ fullName: 'Peña' }), '', trecLine({ licenseStatus: '45' })], '\n');
    const whole = await readAll([bytes]);
    const byteByByte = await readAll(Array.from(bytes, (b) => Buffer.from([b])));
    const stream = await readAll(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]));
    expect(byteByByte).toEqual(whole);
    expect(stream).toEqual(whole);
  });

  it('refuses a stream that hands over text, since the code page is already lost', async () => {
    await expect(readAll(Readable.from(['text']) as never)).rejects.toThrow(/read as bytes/);
  });

  it('rejects an overlong line without holding it, and keeps at most maxErrorsKept errors listed', async () => {
    const bytes = Buffer.concat([Buffer.alloc(5000, 0x41), trecFile(['', 'x', 'y', trecLine()])]);
    const { rows, summary } = await readAll([bytes], { maxLineBytes: 1000, maxErrorsKept: 2 });
    expect(rows).toHaveLength(1);
    expect(summary.errors.map((e) => e.reason)).toEqual(['line_too_long', 'column_count']);
    expect(summary).toMatchObject({ rejected: 3, errorsOmitted: 1 });
  });

  it('hands rows to onRows in batches and resolves with the summary', async () => {
    const lines = Array.from({ length: 7 }, (_, i) => trecLine({ licenseNumber: String(9900001 + i) }));
    const batches: number[] = [];
    const summary = await readTrecFile([trecFile([...lines, 'bad'])], {
      batchSize: 3,
      onRows: async (rows) => {
        batches.push(rows.length);
      },
    });
    expect(batches).toEqual([3, 3, 1]);
    expect(summary).toMatchObject({ imported: 7, rejected: 1 });
  });

  it('never throws on arbitrary bytes: every non-empty line is imported or reported', async () => {
    const row = fc.constantFrom(trecLine(), trecLine({ fullName: 'Muñoz' }), '', '\u0000', '\t', '\r');
    const piece = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      row.map((s) => Buffer.from(s, 'latin1')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), async (pieces) => {
        const { rows, errors, summary } = await readAll(pieces.map((p) => Buffer.from(p)));
        expect(summary.rowsRead).toBe(summary.imported + summary.rejected);
        expect(rows).toHaveLength(summary.imported);
        expect(errors).toHaveLength(summary.rejected);
        expect(summary.linesRead).toBe(summary.rowsRead + summary.emptyLines);
      }),
      { numRuns: 300 },
    );
  });
});
