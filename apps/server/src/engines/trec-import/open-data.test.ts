import { describe, expect, it } from 'vitest';
import { parseOpenDataCsv } from './open-data-csv';
import { parseOpenDataJson } from './open-data-json';
import {
  chunked,
  isoDates,
  openDataCsv,
  openDataHeader,
  openDataJson,
  openDataRecord,
  readSource,
} from './open-data.fixture';
import { openDataRecordToRow } from './open-data';

async function drain<T, R>(results: AsyncGenerator<T, R>): Promise<{ items: T[]; summary: R }> {
  const items: T[] = [];
  for (;;) {
    const next = await results.next();
    if (next.done) return { items, summary: next.value };
    items.push(next.value);
  }
}

describe('Open Data CSV export', () => {
  it('reads quoted names with commas and quotes, and UTF-8 Latin names, in 7-byte chunks', async () => {
    const csv = openDataCsv([
      openDataRecord({ full_name: 'Ana "Annie" Sample Alvarez, Jr.', license_number: '826320-SA' }),
      openDataRecord({
        full_name: 'José Sample Muñoz',
        first_name: 'José',
        middle_name: '',
        last_name: 'Muñoz',
        license_number: '855919',
        county: 'Fort Bend',
      }),
    ]);
    const { rows, errors, summary } = await readSource(chunked(csv, 7));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.fullName, r.licenseNumber, r.licenseNumberKey])).toEqual([
      [1, 'Ana "Annie" Sample Alvarez, Jr.', '826320-SA', '826320'],
      [2, 'José Sample Muñoz', '855919', '855919'],
    ]);
    expect(rows[1]).toMatchObject({ nameLastFirst: 'MUÑOZ, JOSÉ', mailingAddress: { countyCode: '079' } });
    expect(summary).toMatchObject({ format: 'open-data-csv', linesRead: 2, imported: 2, truncated: false });
  });

  it('maps the portal words to the file codes: type, status, county, dates, sponsor', async () => {
    const { rows } = await readSource([openDataCsv([openDataRecord({ status: 'Expired', county: 'harris' })])]);
    expect(rows[0]).toMatchObject({
      licenseTypeCode: 'SALE',
      statusCode: '45',
      standing: 'expired',
      canPractice: false,
      originalLicenseDate: '2015-03-04',
      expirationDate: '2027-03-31',
      designatedSupervisor: false,
      mailingAddress: { countyCode: '101' },
      relatedLicense: { licenseTypeCode: 'BRK', licenseNumberKey: '9900001', startDate: '2020-01-01' },
    });
  });

  it('reports an unknown license type, status or date with its record number, keeps a row with an unknown county, and reads on', async () => {
    const csv = openDataCsv([
      openDataRecord(),
      openDataRecord({ license_type: 'Appraiser' }),
      openDataRecord({ status: 'Pending' }),
      openDataRecord({ county: 'Gotham' }),
      openDataRecord({ original_license_date: '2015/03/04' }),
      openDataRecord({ license_number: 'none' }),
      openDataRecord({ full_name: '', first_name: '', middle_name: '', last_name: '' }),
      openDataRecord(),
    ]);
    const { rows, errors, summary } = await readSource([csv]);
    expect(rows.map((r) => r.line)).toEqual([1, 4, 8]);
    expect(rows[1]?.mailingAddress.countyCode).toBeNull();
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [2, 'unknown_license_type'],
      [3, 'unknown_status'],
      [5, 'invalid_date'],
      [6, 'invalid_license_number'],
      [7, 'missing_name'],
    ]);
    expect(errors[0]?.message).toBe('Record 2: license type "Appraiser" is not a known type.');
    expect(errors[2]?.message).toContain('original_license_date "2015/03/04"');
    expect(errors[3]?.message).toMatch(/^Record 6: /);
    expect(summary).toMatchObject({ rowsRead: 8, imported: 3, rejected: 5, truncated: false });
  });

  it('takes a cut-off last record or an open quote as truncated', async () => {
    const whole = openDataCsv([openDataRecord(), openDataRecord({ license_number: '9900124' })]);
    const cut = await readSource([whole.subarray(0, whole.length - 30)]);
    expect(cut.rows).toHaveLength(1);
    expect(cut.errors).toMatchObject([{ line: 2, reason: 'truncated' }]);
    expect(cut.summary).toMatchObject({ truncated: true, endsWithNewline: false });

    const openQuote = await readSource([Buffer.concat([whole, Buffer.from('"SALE","99')])]);
    expect(openQuote.errors).toMatchObject([{ line: 3, reason: 'truncated' }]);
    expect(openQuote.summary).toMatchObject({ imported: 2, truncated: true });

    const badQuote = await readSource([Buffer.concat([whole, Buffer.from('"SALE"x,"99"\n"SALE","9900125"\n')])]);
    expect(badQuote.rows).toHaveLength(2);
    expect(badQuote.errors).toMatchObject([{ line: 3, reason: 'invalid_record' }]);
    expect(badQuote.summary.truncated).toBe(true);

    const lenient = await readSource([whole.subarray(0, whole.length - 1)], { allowUnterminatedLastRow: true });
    expect(lenient.summary).toMatchObject({ imported: 2, truncated: false, endsWithNewline: false });
  });

  it('reads display-name headers and reports a record with the wrong field count', async () => {
    const display = openDataHeader.map((name) => name.replaceAll('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
    const [, row] = openDataCsv([openDataRecord()]).toString('utf8').split('\n');
    const csv = Buffer.from(`\ufeff${display.join(',')}\r\n${row}\r\n"SALE","9900999"\r\n${row}\r\n`, 'utf8');
    const { rows, errors } = await readSource([csv]);
    expect(rows.map((r) => r.line)).toEqual([1, 3]);
    expect(errors).toMatchObject([{ line: 2, reason: 'column_count' }]);
  });
});

describe('Open Data JSON export', () => {
  it('streams an array of objects in 7-byte chunks, with ISO dates and numbers as values', async () => {
    const json = openDataJson([
      isoDates(openDataRecord({ full_name: 'José "Pepe" Muñoz, {Sample}' })),
      { ...isoDates(openDataRecord({ license_number: '9900124' })), updated: '2026-05-01T00:00:00.000' },
    ]);
    const { rows, errors, summary } = await readSource(chunked(json, 7));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.fullName, r.originalLicenseDate])).toEqual([
      [1, 'José "Pepe" Muñoz, {Sample}', '2015-03-04'],
      [2, 'Ana Sample Alvarez', '2015-03-04'],
    ]);
    expect(summary).toMatchObject({ format: 'open-data-json', imported: 2, truncated: false });

    const numeric = `[{"license_type":"SALE","license_number":9900125,"full_name":"N Sample","status":20,"extra":{"a":1}}]`;
    expect((await readSource([Buffer.from(numeric)])).rows[0]).toMatchObject({
      licenseNumber: '9900125',
      statusCode: '20',
    });
  });

  it('reports bad records by number and an array that never closes as truncated', async () => {
    const good = JSON.stringify(openDataRecord());
    const json = `[${good},"text",{"license_type":"Sales Agent" "x"},${JSON.stringify(openDataRecord({ license_type: 'Wizard' }))},${good}`;
    const { rows, errors, summary } = await readSource([Buffer.from(json)]);
    expect(rows.map((r) => r.line)).toEqual([1, 5]);
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [2, 'invalid_record'],
      [3, 'invalid_record'],
      [4, 'unknown_license_type'],
      [6, 'truncated'],
    ]);
    expect(summary).toMatchObject({ rowsRead: 5, imported: 2, rejected: 4, truncated: true });
  });

  it('stops at JSON it cannot follow, as truncated', async () => {
    const { items, summary } = await drain(
      parseOpenDataJson([Buffer.from(`[${JSON.stringify(openDataRecord())}] [1]`)]),
    );
    expect(items.map((i) => i.kind)).toEqual(['row', 'error']);
    expect(summary).toMatchObject({ imported: 1, truncated: true });
  });
});

describe('openDataRecordToRow', () => {
  it('never throws, whatever the fields', () => {
    const result = openDataRecordToRow(new Map([['constructor', 'x']]), 9);
    expect(result).toMatchObject({ kind: 'error', line: 9, reason: 'unknown_license_type' });
  });

  it('reads a CSV straight through parseOpenDataCsv too', async () => {
    const { items, summary } = await drain(parseOpenDataCsv([openDataCsv([openDataRecord()])]));
    expect(items).toMatchObject([{ kind: 'row', line: 1 }]);
    expect(summary.format).toBeUndefined();
  });
});
