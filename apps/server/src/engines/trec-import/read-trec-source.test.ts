import { Readable } from 'node:stream';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  chunked,
  isoDates,
  openDataCsv,
  openDataJson,
  openDataRecord,
  readSource,
  trecLineOfOpenDataPerson,
} from './open-data.fixture';
import { readTrecSourceInBatches } from './read-trec-source';
import { sniffFormat } from './sniff-source';
import { type TrecRow } from './trec-row';
import { trecFile, trecLine } from './trec-rows.fixture';

/** A trecfile of `count` valid rows, varied enough that deflate leaves it sizeable. */
function bigTrecFile(count: number): Buffer {
  const lines = Array.from({ length: count }, (_, i) =>
    trecLine({
      licenseNumber: String(9900000 + i * 7919),
      fullName: `Agent ${i * 104729} Sample`,
      phone: `(214) 555-${String(i).padStart(4, '0')}`,
    }),
  );
  return trecFile(lines);
}

describe('sniffFormat', () => {
  it('tells each format from its first bytes', () => {
    const sniff = (text: string | Buffer) => sniffFormat(Buffer.from(text), true);
    expect(sniff(Buffer.from(zipSync({ 'a.txt': new Uint8Array(1) })))).toBe('zip');
    expect(sniff('[{"license_number":"1"}]')).toBe('open-data-json');
    expect(sniff('\ufeff \r\n {"a":1}')).toBe('open-data-json');
    expect(sniff('"license_type","license_number"\n"Sales Agent","1"\n')).toBe('open-data-csv');
    expect(sniff('\ufeffLicense Type,License Number,Full Name\r\n')).toBe('open-data-csv');
    expect(sniff(`${trecLine()}\r\n`)).toBe('trecfile');
    expect(sniff('license_number\n')).toBe('trecfile');
    expect(sniff('')).toBe('trecfile');
  });

  it('waits for more bytes while it cannot tell, and not past its limit', () => {
    expect(sniffFormat(Buffer.from('PK'), false)).toBeNull();
    expect(sniffFormat(Buffer.from('   \n '), false)).toBeNull();
    expect(sniffFormat(Buffer.from('"license_type","lic'), false)).toBeNull();
    expect(sniffFormat(Buffer.alloc(64 * 1024, 0x41), false)).toBe('trecfile');
  });
});

describe('readTrecSource', () => {
  it('reads a zipped trecfile.txt as it streams, in 7-byte chunks and from a Node stream', async () => {
    const txt = bigTrecFile(300);
    const zip = Buffer.from(zipSync({ 'readme.md': Buffer.from('about'), 'trecfile.txt': txt }));
    const plain = await readSource([txt]);
    const zipped = await readSource(chunked(zip, 7));
    expect(zipped.errors).toEqual([]);
    expect(zipped.rows).toEqual(plain.rows);
    expect(zipped.summary).toEqual({
      ...plain.summary,
      format: 'zip',
      zipEntry: { name: 'trecfile.txt', format: 'trecfile' },
    });
    expect(plain.summary).toMatchObject({ format: 'trecfile', imported: 300, truncated: false });
    expect((await readSource(Readable.from([zip]))).summary.imported).toBe(300);
  });

  it('reads a stored (uncompressed) entry and an Open Data CSV inside a zip', async () => {
    const csv = openDataCsv([openDataRecord()]);
    const zip = zipSync({ 'export/licenses.csv': [csv, { level: 0 }] });
    const { rows, summary } = await readSource([Buffer.from(zip)]);
    expect(rows).toHaveLength(1);
    expect(summary).toMatchObject({
      format: 'zip',
      zipEntry: { name: 'export/licenses.csv', format: 'open-data-csv' },
    });
  });

  it('reads a zip written as a stream, whose sizes and checksum follow the data', async () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      parts.push(data);
    });
    const entry = new ZipDeflate('trecfile.txt');
    zip.add(entry);
    entry.push(bigTrecFile(50), true);
    zip.end();
    const { rows, errors, summary } = await readSource(chunked(Buffer.concat(parts), 100));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(50);
    expect(summary).toMatchObject({ format: 'zip', truncated: false });
  });

  it('marks a zip cut off halfway as truncated', async () => {
    const zip = Buffer.from(zipSync({ 'trecfile.txt': bigTrecFile(300) }));
    const { rows, errors, summary } = await readSource(chunked(zip.subarray(0, zip.length / 2), 1000));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(300);
    expect(errors.at(-1)).toMatchObject({ line: 0, reason: 'truncated' });
    expect(summary).toMatchObject({ format: 'zip', truncated: true });
  });

  it('marks a zip cut off after its entry, inside the directory, as truncated', async () => {
    const zip = Buffer.from(zipSync({ 'trecfile.txt': trecFile([trecLine()]) }));
    const { rows, errors, summary } = await readSource([zip.subarray(0, zip.length - 10)]);
    expect(rows).toHaveLength(1);
    expect(errors).toMatchObject([{ line: 0, reason: 'truncated' }]);
    expect(summary.truncated).toBe(true);
  });

  it('gives one error and truncated for a zip with no license file, or a corrupt or damaged one', async () => {
    const noEntry = Buffer.from(zipSync({ 'photo.png': new Uint8Array(50), 'folder/': new Uint8Array(0) }));
    const corrupt = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 0xff)]);
    const stored = Buffer.from(zipSync({ 'trecfile.txt': [trecFile([trecLine()]), { level: 0 }] }));
    const damaged = Buffer.from(stored);
    damaged[60] = (damaged[60] ?? 0) ^ 0x01; // a bit flipped inside the stored row
    for (const bytes of [noEntry, corrupt, damaged]) {
      const { errors, summary } = await readSource([bytes]);
      expect(errors.filter((e) => e.line === 0)).toHaveLength(1);
      expect(errors.at(-1)).toMatchObject({ line: 0 });
      expect(summary).toMatchObject({ format: 'zip', truncated: true });
    }
    expect((await readSource([noEntry])).errors).toMatchObject([{ reason: 'unreadable_source' }]);
    expect((await readSource([noEntry])).summary.zipEntry).toBeNull();
    expect((await readSource([damaged])).errors.at(-1)?.message).toContain('checksum');
  });

  it('reads one person the same from the trecfile, the zip, the CSV and the JSON export', async () => {
    const record = openDataRecord();
    const sources = [
      trecFile([trecLineOfOpenDataPerson()]),
      Buffer.from(zipSync({ 'trecfile.txt': trecFile([trecLineOfOpenDataPerson()]) })),
      openDataCsv([record]),
      openDataJson([isoDates(record)]),
    ];
    const read: Omit<TrecRow, 'line'>[] = [];
    for (const bytes of sources) {
      const { rows, errors } = await readSource(chunked(bytes, 7));
      expect(errors).toEqual([]);
      const { line: _line, ...fields } = rows[0] as TrecRow;
      read.push(fields);
    }
    expect(read[0]).toMatchObject({
      licenseNumber: '9900123',
      nameLastFirst: 'ALVAREZ, ANA SAMPLE',
      mailingAddress: { countyCode: '057' },
    });
    for (const fields of read.slice(1)) expect(fields).toEqual(read[0]);

    // The portal's suffixed number is kept as written and keys the same license.
    const suffixed = await readSource([openDataCsv([openDataRecord({ license_number: '9900123-SA' })])]);
    expect(suffixed.rows[0]).toMatchObject({ licenseNumber: '9900123-SA', licenseNumberKey: '9900123' });
  });

  it('hands rows to onRows in batches from any format, and resolves with the summary', async () => {
    const records = Array.from({ length: 5 }, (_, i) => openDataRecord({ license_number: String(9900001 + i) }));
    const batches: number[] = [];
    const summary = await readTrecSourceInBatches(chunked(openDataJson(records), 64), {
      batchSize: 2,
      onRows: (rows) => {
        batches.push(rows.length);
      },
    });
    expect(batches).toEqual([2, 2, 1]);
    expect(summary).toMatchObject({ format: 'open-data-json', imported: 5 });
  });

  it('refuses a stream that hands over text, whatever the format', async () => {
    await expect(readSource(Readable.from(['[{}]']) as never)).rejects.toThrow(/read as bytes/);
  });
});
