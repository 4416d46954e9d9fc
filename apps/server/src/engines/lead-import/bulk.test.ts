import { describe, expect, it } from 'vitest';
import { detectFormat, mapColumns } from './map-columns';
import { parseLeadCsv } from './parse-csv';
import { countRows } from './preview-rows';
import { validateRows } from './validate-rows';

describe('a 10,000-lead Follow Up Boss export', () => {
  it('parses and validates every row (time logged, not asserted)', () => {
    const stages = ['Lead', 'Hot Prospect', 'Nurture', 'Active Client', 'Closed', 'Trash'];
    const lines = ['First Name,Last Name,Stage,Source,Email 1,Phone 1,Price,Tags,Background'];
    for (let i = 0; i < 10_000; i++) {
      const phone = `(214) 5${String(i).padStart(2, '0').slice(-2)}-${String(i).padStart(4, '0')}`;
      lines.push(
        `Lead${i},Family${i},${stages[i % stages.length]},Zillow,lead${i}@example.com,${phone},"$${400 + (i % 300)},000","buyer, dfw","Met at ""open house"", wants 3 bed"`,
      );
    }
    const csv = lines.join('\r\n');
    const started = performance.now();
    const { headers, records } = parseLeadCsv(csv);
    const rows = validateRows(records, mapColumns(headers));
    const ms = performance.now() - started;
    console.log(
      `lead import: ${records.length} rows (${(csv.length / 1e6).toFixed(1)} MB) parsed and validated in ${ms.toFixed(0)} ms`,
    );
    expect(detectFormat(headers)).toBe('Follow Up Boss');
    expect(countRows(rows)).toEqual({ totalRows: 10_000, validRows: 10_000, duplicateRows: 0, invalidRows: 0 });
    expect(rows[9_999]).toMatchObject({ line: 10_001, lead: { email: 'lead9999@example.com', budget: 499000 } });
  });
});
