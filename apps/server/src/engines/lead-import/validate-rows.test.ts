import { describe, expect, it } from 'vitest';
import { buildDuplicateLookup, markExistingDuplicates } from './duplicates';
import { defaultSourceFor, detectFormat, mapColumns } from './map-columns';
import { parseLeadCsv } from './parse-csv';
import { countRows, rejectionOf, toPreviewRow } from './preview-rows';
import { validateRows, type ValidatedRow } from './validate-rows';

// A Zillow Premier Agent export as agents really send it: BOM, CRLF, quoted commas and line breaks,
// blank lines, a repeated lead, missing and bad emails, unknown columns and rows of the wrong length.
const messyFile = [
  '\uFEFFName,Email,Phone,Stage,Lead Type,Price,Location,Timeframe,Message,Zillow Lead ID',
  'Maria Garcia,maria@example.com,(214) 555-0142,New,Buyer,"$450,000","Frisco, TX",0-3 months,"Near good schools, with a pool",Z-1',
  '',
  '"Smith, John",JOHN.SMITH@EXAMPLE.COM,214.555.0199,Attempted contact,Buyer,400K,Plano,3-6 Months,"Line one\r\nLine two",Z-2',
  'Cher,cher@example.com,,Nurture,Buyer,,,,,Z-3',
  'Pat Lee,,(972) 555-0100,New,Seller,,,ASAP,,Z-4',
  'Sam Fox,sam@example,(817) 555-0123,New,Buyer,,,,,Z-5',
  '',
  'Maria  Garcia,Maria@Example.com,,Nurture,Buyer,,,,,Z-6',
  'Ann Wu,ann@example.com,+1 214 555 0142,Spoke with customer,Buyer,500k-600k,Dallas,12+ months,,Z-7',
  'Bo Diaz,bo@example.com,555-0142,Hot Prospect,Buyer,call me,Irving,someday,,Z-8,extra,cells',
  'Eve Park,eve@example.com,469-555-0177,Closed',
].join('\r\n');

function readMessyFile(): { rows: ValidatedRow[]; format: string; raggedLines: number[] } {
  const { headers, records, raggedLines } = parseLeadCsv(Buffer.from(messyFile, 'utf8'));
  const format = detectFormat(headers);
  return {
    rows: validateRows(records, mapColumns(headers), { source: defaultSourceFor(format) }),
    format,
    raggedLines,
  };
}

const byLine = (rows: ValidatedRow[], line: number): ValidatedRow => {
  const row = rows.find((r) => r.line === line);
  if (!row) throw new Error(`no row for line ${line}`);
  return row;
};

describe('validateRows on a messy Zillow export', () => {
  it('reads it as Zillow, with the real line of each row', () => {
    const { rows, format, raggedLines } = readMessyFile();
    expect(format).toBe('Zillow Premier Agent');
    expect(rows.map((r) => r.line)).toEqual([2, 4, 6, 7, 8, 10, 11, 12, 13]);
    expect(raggedLines).toEqual([12, 13]);
    expect(countRows(rows)).toEqual({ totalRows: 9, validRows: 4, duplicateRows: 2, invalidRows: 3 });
  });

  it('line 2: a full lead, with "$450,000", a quoted comma and the Zillow timeframe', () => {
    const row = byLine(readMessyFile().rows, 2);
    expect(row.errors).toEqual([]);
    expect(row.warnings).toEqual([]);
    expect(row.lead).toEqual({
      firstName: 'Maria',
      lastName: 'Garcia',
      email: 'maria@example.com',
      phone: '(214) 555-0142',
      source: 'zillow',
      status: 'new',
      priority: 'medium',
      budget: 450000,
      timeline: '1_3_months',
      preferredAreas: 'Frisco, TX',
      preApproval: 'unknown',
      notes: 'Near good schools, with a pool',
      smsConsent: false,
      allowDuplicate: false,
    });
  });

  it('line 4: "Smith, John" is last name first; the email is lower-cased; the note keeps its line break', () => {
    const row = byLine(readMessyFile().rows, 4);
    expect(row.lead).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      email: 'john.smith@example.com',
      status: 'contacted',
      budget: 400000,
      timeline: '3_6_months',
      preferredAreas: 'Plano',
      notes: 'Line one\nLine two',
    });
  });

  it('lines 6, 7, 8: a one-word name, a missing email and a bad email are refused with the form messages', () => {
    const { rows } = readMessyFile();
    expect(byLine(rows, 6)).toMatchObject({
      lead: null,
      firstName: 'Cher',
      lastName: null,
      errors: [
        { field: 'name', message: '"Cher" has no last name: write a first and last name, such as Maria Garcia' },
      ],
    });
    expect(byLine(rows, 7)).toMatchObject({
      lead: null,
      firstName: 'Pat',
      lastName: 'Lee',
      email: null,
      errors: [{ field: 'email', message: 'Email is required' }],
    });
    expect(byLine(rows, 8)).toMatchObject({
      lead: null,
      email: 'sam@example',
      errors: [{ field: 'email', message: 'Enter a valid email address, such as maria@example.com' }],
    });
    expect(rejectionOf(byLine(rows, 7))).toEqual({ line: 7, reason: 'Email is required' });
  });

  it('lines 10 and 11 repeat line 2: by email (any case) and by phone (any format)', () => {
    const { rows } = readMessyFile();
    expect(byLine(rows, 10).duplicateOf).toEqual({ kind: 'file', line: 2, by: 'email' });
    expect(byLine(rows, 10).lead).toMatchObject({ firstName: 'Maria', lastName: 'Garcia', status: 'nurturing' });
    expect(byLine(rows, 11).duplicateOf).toEqual({ kind: 'file', line: 2, by: 'phone' });
    expect(byLine(rows, 11).lead).toMatchObject({ budget: 600000, timeline: 'over_12_months', status: 'contacted' });
    expect(toPreviewRow(byLine(rows, 11)).errors).toEqual([
      { field: 'phone', message: 'Same phone as line 2; this row will be skipped' },
    ]);
  });

  it('line 12: extra cells, a phone without area code, "call me" and "someday" become warnings; the lead imports', () => {
    const row = byLine(readMessyFile().rows, 12);
    expect(row.errors).toEqual([]);
    expect(row.lead).toMatchObject({
      firstName: 'Bo',
      lastName: 'Diaz',
      status: 'qualified',
      preferredAreas: 'Irving',
    });
    expect(row.lead?.phone).toBeUndefined();
    expect(row.lead?.budget).toBeUndefined();
    expect(row.lead?.timeline).toBeUndefined();
    expect(row.warnings).toEqual([
      {
        field: 'phone',
        message: 'Phone "555-0142" was left out: Enter a phone number with area code, such as (214) 555-0142',
      },
      { field: 'budget', message: 'Budget "call me" is not an amount and was left out' },
      { field: 'timeline', message: '"someday" is not a timeline we know and was left out' },
      { field: 'row', message: 'This row has 12 cells and the header has 10; the extra cells were ignored' },
    ]);
  });

  it('line 13: a short row reads its missing cells as empty', () => {
    const row = byLine(readMessyFile().rows, 13);
    expect(row.lead).toMatchObject({ firstName: 'Eve', lastName: 'Park', phone: '469-555-0177', status: 'converted' });
    expect(row.warnings).toEqual([
      { field: 'row', message: 'This row has 4 cells and the header has 10; the missing cells were read as empty' },
    ]);
  });

  it('marks rows that match a lead already on file, leaving repeats within the file as they are', () => {
    const lookup = buildDuplicateLookup([
      { id: 7, name: 'John Smith', email: 'John.Smith@example.com', phone: null },
      { id: 9, name: 'Ann Wu (old)', email: 'ann.old@example.com', phone: '2145550142' },
    ]);
    const rows = markExistingDuplicates(readMessyFile().rows, lookup);
    expect(byLine(rows, 4).duplicateOf).toEqual({ kind: 'existing', id: 7, name: 'John Smith', by: 'email' });
    expect(byLine(rows, 2).duplicateOf).toEqual({ kind: 'existing', id: 9, name: 'Ann Wu (old)', by: 'phone' });
    expect(byLine(rows, 11).duplicateOf).toEqual({ kind: 'file', line: 2, by: 'phone' });
    expect(byLine(rows, 6).duplicateOf).toBeNull(); // invalid rows are not matched
    expect(toPreviewRow(byLine(rows, 4)).duplicateOf).toEqual({ id: 7, name: 'John Smith' });
    expect(countRows(rows)).toEqual({ totalRows: 9, validRows: 2, duplicateRows: 4, invalidRows: 3 });
  });
});

describe('validateRows, other shapes of file', () => {
  const read = (csv: string) => {
    const { headers, records } = parseLeadCsv(csv);
    return validateRows(records, mapColumns(headers));
  };

  it('a file without names or emails reports the form messages for each', () => {
    const [row] = read('Phone,Notes\n(214) 555-0142,hi');
    expect(row?.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Email is required' },
    ]);
  });

  it('takes the first of several emails and phones in a cell, and undoes the export formula guard', () => {
    const [row] = read(
      'First Name,Last Name,Emails,Phones,Notes\nMaria,Garcia,"a@x.com, b@y.com","(214) 555-0142 (mobile); 817-555-0199","\'=1+2"',
    );
    expect(row?.lead).toMatchObject({ email: 'a@x.com', phone: '(214) 555-0142', notes: '=1+2' });
  });

  it('splits a full name typed into First Name, with a warning', () => {
    const [row] = read('First Name,Last Name,Email\nMaria Garcia,,m@x.com');
    expect(row?.lead).toMatchObject({ firstName: 'Maria', lastName: 'Garcia' });
    expect(row?.warnings).toEqual([
      { field: 'name', message: '"Maria Garcia" was read as first name Maria, last name Garcia' },
    ]);
  });

  it('files an unknown source under Other, and cuts notes longer than the form allows', () => {
    const [row] = read(`First Name,Last Name,Email,Source,Notes\nA,B,a@x.com,Homes.com,${'word '.repeat(500)}`);
    expect(row?.lead?.source).toBe('other');
    expect(row?.lead?.notes?.length).toBeLessThanOrEqual(2000);
    expect(row?.warnings.map((w) => w.field)).toEqual(['source', 'notes']);
  });

  it('says what it did with option values it does not know', () => {
    const [row] = read(
      'First Name,Last Name,Email,Source,Status,Priority,Home Type\nA,B,a@x.com,Homes.com,Maybe later,Meh,Castle',
    );
    expect(row?.lead).toMatchObject({ source: 'other', status: 'new', priority: 'medium' });
    expect(row?.lead?.propertyType).toBeUndefined();
    expect(row?.warnings).toEqual([
      { field: 'source', message: '"Homes.com" is not a source we know; it was saved as Other' },
      { field: 'status', message: '"Maybe later" is not a status we know; the lead was imported as New' },
      { field: 'priority', message: '"Meh" is not low, medium or high; it was set to Medium' },
      { field: 'propertyType', message: '"Castle" is not a property type we know and was left out' },
    ]);
  });

  it('treats a $0 price as not given, without a warning', () => {
    const [row] = read('First Name,Last Name,Email,Price\nA,B,a@x.com,$0');
    expect(row?.lead?.budget).toBeUndefined();
    expect(row?.warnings).toEqual([]);
  });
});
