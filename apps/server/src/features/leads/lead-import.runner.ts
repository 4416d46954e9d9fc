import {
  buildDuplicateLookup,
  type DuplicateLookup,
  leadKeys,
  LeadImportError,
  mapColumns,
  markExistingDuplicates,
  parseLeadCsv,
  rejectionOf,
  rowOutcome,
  type ValidatedRow,
  validateRows,
} from '../../engines/lead-import/index';
import type { Db } from '../../db/client';
import type { NewLeadRow } from '../../db/schema/index';
import type { LeadInsightsService } from './lead-insights.service';
import { draftFromRequest, draftRow } from './lead-writer';
import { updateImport } from './lead-imports.repository';
import { fullName } from './leads.mapper';
import { duplicateKeys, insertLeads } from './leads.repository';

/** Rows validated between progress updates (and between yields to other requests). */
const CHUNK = 500;
/** The report keeps the first rejected rows with their reasons; the count has them all. */
const REJECTED_KEPT = 500;
const FAILED = 'The import could not be completed. Nothing was imported; try again in a minute.';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The realtor's leads by email and phone key: a row matching one is a duplicate and is skipped. */
export async function leadsOnFile(db: Db, realtorId: number): Promise<DuplicateLookup> {
  const onFile = await duplicateKeys(db, realtorId);
  return buildDuplicateLookup(
    onFile.map((l) => ({ id: l.id, name: fullName(l), email: l.email, phone: l.phoneDigits })),
  );
}

/**
 * Marks rows that repeat an earlier row of the file across validation chunks (each chunk marks its
 * own repeats): the first row with an email or phone is imported, later ones are duplicates.
 */
export function markRepeats(rows: readonly ValidatedRow[]): ValidatedRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.lead) return row;
    const keys = leadKeys(row.lead);
    const hit = row.duplicateOf ? undefined : keys.find(({ key }) => seen.has(key));
    const owner = row.duplicateOf?.kind === 'file' ? row.duplicateOf.line : hit ? seen.get(hit.key) : row.line;
    for (const { key } of keys) if (!seen.has(key)) seen.set(key, owner ?? row.line);
    return hit ? { ...row, duplicateOf: { kind: 'file', line: owner ?? row.line, by: hit.by } } : row;
  });
}

/**
 * One import run, in the background of the request that started it: validate (progress every CHUNK
 * rows), score, then insert every valid new lead in ONE transaction that also marks the run done —
 * all of the file's new leads, or (on any failure) none.
 *
 * Imported leads get their scores at once (the engine is pure and takes well under a millisecond a
 * lead), so the list shows them; the full reading with its factors and actions is computed and stored
 * on the first GET of the lead's insights, rather than writing a few KB of JSON per row here.
 */
export class ImportRunner {
  constructor(
    private readonly db: Db,
    private readonly insights: LeadInsightsService,
    private readonly clock: () => Date,
    private readonly noteWrites: (rows: number) => void,
    private readonly log: { error(msg: string, detail?: unknown): void },
  ) {}

  async run(importId: number, realtorId: number, bytes: Buffer): Promise<void> {
    try {
      await this.process(importId, realtorId, bytes);
    } catch (err) {
      if (!(err instanceof LeadImportError)) this.log.error('lead import failed', err);
      const error = err instanceof LeadImportError ? err.message : FAILED;
      await updateImport(this.db, importId, { status: 'failed', error, finishedAt: this.clock() }).catch((e: unknown) =>
        this.log.error('could not mark the lead import failed', e),
      );
    }
  }

  private async process(importId: number, realtorId: number, bytes: Buffer): Promise<void> {
    const { headers, records } = parseLeadCsv(bytes);
    await updateImport(this.db, importId, { totalRows: records.length });
    const columns = mapColumns(headers);
    const validated: ValidatedRow[] = [];
    for (let at = 0; at < records.length; at += CHUNK) {
      validated.push(...validateRows(records.slice(at, at + CHUNK), columns));
      await updateImport(this.db, importId, { processedRows: Math.min(at + CHUNK, records.length) });
    }
    const rows = markExistingDuplicates(markRepeats(validated), await leadsOnFile(this.db, realtorId));

    const now = this.clock();
    const values: NewLeadRow[] = [];
    for (const row of rows) {
      if (!row.lead || rowOutcome(row) !== 'valid') continue;
      const { id: _id, ...lead } = draftRow(realtorId, draftFromRequest(row.lead), now);
      const reading = this.insights.compute({ ...lead, id: 0 }, []);
      values.push({
        ...lead,
        engagementScore: reading.engagementScore,
        conversionProbability: reading.conversionProbability,
      });
      if (values.length % CHUNK === 0) await nextTick();
    }
    const rejected = rows.flatMap((row) => rejectionOf(row) ?? []);
    const duplicates = rows.filter((row) => rowOutcome(row) === 'duplicate').length;

    await this.db.transaction(async (tx) => {
      await insertLeads(tx, values);
      await updateImport(tx, importId, {
        status: 'succeeded',
        processedRows: records.length,
        created: values.length,
        duplicates,
        rejectedCount: rejected.length,
        rejected: rejected.slice(0, REJECTED_KEPT),
        finishedAt: this.clock(),
      });
    });
    this.noteWrites(values.length);
  }
}
