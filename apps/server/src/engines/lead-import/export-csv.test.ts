import type { Lead } from '@bluebonnet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadsToCsv, leadsToCsvStream } from './export-csv';
import { mapColumns } from './map-columns';
import { parseLeadCsv } from './parse-csv';
import { validateRows } from './validate-rows';

function aLead(over: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
    phone: '(214) 555-0142',
    source: 'realtor_com',
    status: 'nurturing',
    priority: 'high',
    budget: 450000,
    timeline: '1_3_months',
    propertyType: 'single_family',
    preferredAreas: 'Frisco, Plano',
    preApproval: 'cash_buyer',
    notes: 'Wants a pool.\nCall after 5.',
    smsConsent: false,
    nextFollowUpDate: '2026-03-14',
    lastContactAt: null,
    engagementScore: null,
    conversionProbability: null,
    intakeId: null,
    // 9:30 pm on March 1 in Dallas.
    createdAt: '2026-03-02T03:30:00.000Z',
    updatedAt: '2026-03-02T03:30:00.000Z',
    ...over,
  };
}

/** The export read back through the import: the lead requests it would create. */
function reimport(csv: string) {
  const { headers, records } = parseLeadCsv(csv);
  return validateRows(records, mapColumns(headers));
}

/** The fields a lead and its re-imported request share (all but Created and what the server sets). */
const importable = (l: Partial<Lead>) => ({
  firstName: l.firstName,
  lastName: l.lastName,
  email: l.email,
  phone: l.phone ?? undefined,
  source: l.source,
  status: l.status,
  priority: l.priority,
  budget: l.budget ?? undefined,
  timeline: l.timeline ?? undefined,
  propertyType: l.propertyType ?? undefined,
  preferredAreas: l.preferredAreas ?? undefined,
  preApproval: l.preApproval,
  nextFollowUpDate: l.nextFollowUpDate ?? undefined,
  notes: l.notes ?? undefined,
});

describe('leadsToCsv', () => {
  it('writes readable headers and labels, budget as digits, the created day in Dallas, for Excel', () => {
    const csv = leadsToCsv([aLead()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'First Name,Last Name,Email,Phone,Source,Status,Priority,Budget,Timeline,Property Type,Preferred Areas,Pre-approval,Notes,Next Follow-up,Created',
      'Maria,Garcia,maria@example.com,(214) 555-0142,Realtor.com,Nurturing,High,450000,1–3 months,Single-family home,"Frisco, Plano",Cash buyer,"Wants a pool.\nCall after 5.",2026-03-14,2026-03-01',
      '',
    ]);
  });

  it('leaves optional cells empty', () => {
    const csv = leadsToCsv([
      aLead({
        phone: null,
        budget: null,
        timeline: null,
        propertyType: null,
        preferredAreas: null,
        notes: null,
        nextFollowUpDate: null,
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      'Maria,Garcia,maria@example.com,,Realtor.com,Nurturing,High,,,,,Cash buyer,,,2026-03-01',
    );
  });

  it('puts an apostrophe before any cell a spreadsheet would run as a formula', () => {
    const csv = leadsToCsv([
      aLead({
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: '@SUM(A1)',
        phone: '+1 214 555 0142',
        preferredAreas: '-2+3',
        notes: '\tcmd',
      }),
      aLead({ notes: '\r=1+1' }),
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'@SUM(A1),maria@example.com,'+1 214 555 0142,Realtor.com,Nurturing,High,450000,1–3 months,Single-family home,'-2+3,Cash buyer,'\tcmd,2026-03-14,2026-03-01`,
    );
    expect(second).toContain(`,"'\r=1+1",`);
  });

  it('reads back as the same leads', () => {
    const leads = [
      aLead(),
      aLead({
        firstName: 'José',
        lastName: "O'Brien",
        email: 'jose@example.com',
        phone: '+1 214 555 0199',
        notes: '=1+2, "quoted"',
      }),
      aLead({
        firstName: 'Ann',
        lastName: 'Wu',
        email: 'ann@example.com',
        phone: null,
        budget: null,
        timeline: 'over_12_months',
        source: 'social_media',
        status: 'lost',
        priority: 'low',
        propertyType: 'multi_family',
        preferredAreas: null,
        notes: null,
      }),
    ];
    const rows = reimport(leadsToCsv(leads));
    expect(rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(rows.map((r) => r.warnings)).toEqual([[], [], []]);
    expect(rows.map((r) => importable(r.lead ?? {}))).toEqual(leads.map(importable));
    // Pre-approval and the follow-up date come back too (the first lead is a cash buyer due 2026-03-14).
    expect(rows.map((r) => [r.lead?.preApproval, r.lead?.nextFollowUpDate])[0]).toEqual(['cash_buyer', '2026-03-14']);
  });

  it('reads back as the same leads, whatever their values', () => {
    const text = (max: number) =>
      fc
        .string({
          minLength: 1,
          maxLength: max,
          unit: fc.constantFrom('a', 'Z', 'é', ' ', ',', '"', "'", '=', '+', '-', '@', '\n', '1', '$'),
        })
        .map((s) => s.trim())
        .filter((s) => s !== '' && !/^'[=+\-@]/.test(s));
    const lead = fc.record({
      firstName: text(20),
      lastName: text(20),
      email: fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.integer({ min: 0, max: 999 }))
        .map(([u, n]) => `${u}${n}@example.com`),
      phone: fc.option(
        fc.integer({ min: 2000000000, max: 9999999999 }).map((n) => `+1 ${n}`),
        { nil: null },
      ),
      budget: fc.option(fc.integer({ min: 1, max: 999_999_999 }), { nil: null }),
      preferredAreas: fc.option(text(60), { nil: null }),
      notes: fc.option(text(200), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(lead, { minLength: 1, maxLength: 5 }), (values) => {
        const leads = values.map((v, i) => aLead({ ...v, id: i + 1 }));
        const rows = reimport(leadsToCsv(leads));
        expect(rows.map((r) => importable(r.lead ?? {}))).toEqual(leads.map(importable));
      }),
      { numRuns: 150 },
    );
  });
});

describe('leadsToCsvStream', () => {
  const collect = async (stream: NodeJS.ReadableStream) => {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  };

  it('streams the same bytes as leadsToCsv, from pages read one after another', async () => {
    const leads = Array.from({ length: 250 }, (_, i) => aLead({ id: i + 1, email: `lead${i}@example.com` }));
    async function* pages() {
      for (let i = 0; i < leads.length; i += 100) {
        await new Promise((r) => setTimeout(r, 1));
        yield* leads.slice(i, i + 100);
      }
    }
    expect(await collect(leadsToCsvStream(pages()))).toBe(leadsToCsv(leads));
    expect(await collect(leadsToCsvStream([]))).toBe(leadsToCsv([]));
  });

  it('fails the stream when reading the leads fails', async () => {
    async function* broken() {
      yield aLead();
      throw new Error('database went away');
    }
    await expect(collect(leadsToCsvStream(broken()))).rejects.toThrow('database went away');
  });
});
