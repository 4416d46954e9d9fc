import type { Lead, LeadListFilter } from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { leadsToCsvStream } from '../../engines/lead-import/index';
import { toLead } from './leads.mapper';
import { listLeads } from './leads.repository';

/** Rows read per query while streaming: memory stays flat however many leads the realtor has. */
const EXPORT_PAGE = 1000;

/** The filtered list (same filter and search as the screen, every page) as a CSV download. */
export class LeadExportService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** The realtor's matching leads, newest first, page after page along the list's own index walk. */
  async *leads(
    realtorId: number,
    query: { filter: LeadListFilter; search?: string | undefined },
  ): AsyncGenerator<Lead> {
    const today = texasToday(this.clock());
    let before: number | undefined;
    for (;;) {
      const rows = await listLeads(this.db, realtorId, { ...query, today, limit: EXPORT_PAGE, before });
      for (const row of rows) yield toLead(row);
      if (rows.length < EXPORT_PAGE) return;
      before = rows[rows.length - 1]?.id;
    }
  }

  send(
    realtorId: number,
    query: { filter: LeadListFilter; search?: string | undefined },
    reply: FastifyReply,
  ): FastifyReply {
    const name = `leads-${texasToday(this.clock())}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(leadsToCsvStream(this.leads(realtorId, query)));
  }
}
