import type { ImportPreview, LeadImport } from '@bluebonnet/contracts';

/** A Follow Up Boss export of five rows: three ready, one duplicate, one with a bad email. */
export function makePreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    fileName: 'fub-export.csv',
    format: 'Follow Up Boss',
    columns: [
      { header: 'First Name', field: 'firstName' },
      { header: 'Last Name', field: 'lastName' },
      { header: 'Email 1', field: 'email' },
      { header: 'Phone 1', field: 'phone' },
      { header: 'Tags', field: null },
    ],
    totalRows: 5,
    validRows: 3,
    duplicateRows: 1,
    invalidRows: 1,
    rows: [
      row(2, 'Rosa', 'Martinez', 'rosa@example.com'),
      { ...row(3, 'Maria', 'Garcia', 'maria@example.com'), duplicateOf: { id: 12, name: 'Maria Garcia' } },
      {
        ...row(4, 'Tom', 'Nguyen', 'tom@'),
        errors: [{ field: 'email', message: 'Enter a valid email address, such as maria@example.com' }],
      },
      row(5, 'Jo', 'Park', 'jo@example.com'),
      row(6, 'Li', 'Chen', 'li@example.com'),
    ],
    ...overrides,
  };
}

function row(line: number, firstName: string, lastName: string, email: string) {
  return { line, firstName, lastName, email, phone: '214-555-0142', errors: [], duplicateOf: null };
}

export function makeRun(overrides: Partial<LeadImport> = {}): LeadImport {
  return {
    id: 41,
    fileName: 'fub-export.csv',
    status: 'running',
    totalRows: 5,
    processedRows: 0,
    created: 0,
    duplicates: 0,
    rejected: [],
    rejectedCount: 0,
    error: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const csvFile = (name = 'fub-export.csv') =>
  new File(['First Name,Last Name,Email 1\nRosa,Martinez,rosa@example.com\n'], name, { type: 'text/csv' });
