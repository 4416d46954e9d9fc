import { randomBytes } from 'node:crypto';
import { type inboundLeadRequest, leadSourceLabels } from '@bluebonnet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { duplicateKeysOf } from './duplicates';
import {
  findInboundOwner,
  findInboundToken,
  type InboundToken,
  insertInboundToken,
  replaceInboundToken,
} from './inbound-tokens.repository';
import type { LeadActivitiesService } from './lead-activities.service';
import type { ActivityDraft, LeadWriter } from './lead-writer';
import { findDuplicate } from './leads.repository';

type InboundLead = z.output<typeof inboundLeadRequest>;

/** 256 random bits, URL-safe (43 characters): the token is the address's only credential. */
const newToken = () => randomBytes(32).toString('base64url');
const UNKNOWN_ADDRESS =
  'This lead address is not active. It may have been replaced: copy the current one from the Leads panel in Bluebonnet.';
const NOTE_MAX = 2000;

/** "Maria de la Cruz" → Maria / de la Cruz. */
export function splitName(lead: Pick<InboundLead, 'firstName' | 'lastName' | 'name'>): [string, string] {
  if (lead.firstName && lead.lastName) return [lead.firstName, lead.lastName];
  const [first = '', ...rest] = (lead.name ?? '').split(/\s+/).filter(Boolean);
  return [(lead.firstName || first).slice(0, 100), (lead.lastName || rest.join(' ')).slice(0, 100)];
}

/** The per-realtor secret address that website forms, Zapier and lead vendors post new leads to. */
export class InboundService {
  constructor(
    private readonly db: Db,
    private readonly writer: LeadWriter,
    private readonly activities: LeadActivitiesService,
    private readonly clock: () => Date,
  ) {}

  /** The realtor's address, created on first use. */
  async address(realtorId: number): Promise<InboundToken> {
    const existing = await findInboundToken(this.db, realtorId);
    if (existing) return existing;
    await insertInboundToken(this.db, realtorId, newToken(), this.clock());
    const created = await findInboundToken(this.db, realtorId);
    if (!created) throw new Error('inbound token was not stored');
    return created;
  }

  /** A new address; posts to the old one answer 404 from now on. */
  async rotate(realtorId: number): Promise<InboundToken> {
    const token = { token: newToken(), createdAt: this.clock() };
    await replaceInboundToken(this.db, realtorId, token.token, token.createdAt);
    return token;
  }

  /**
   * A lead posted to the address. One already on file (same email or phone) is not added again:
   * the inquiry is logged on it, so the agent sees the client came back.
   */
  async receive(token: string, lead: InboundLead): Promise<{ success: boolean; id: number; duplicate: boolean }> {
    const realtorId = await findInboundOwner(this.db, token);
    if (realtorId === undefined) throw new AppError('not_found', UNKNOWN_ADDRESS);
    const source = lead.source ?? 'website';
    const existing = await findDuplicate(this.db, realtorId, duplicateKeysOf(lead));
    if (existing) {
      const again = `Inquiry received again through your lead address (${leadSourceLabels[source]}).`;
      await this.activities.add(realtorId, existing.id, inquiry(lead.message, again));
      return { success: true, id: existing.id, duplicate: true };
    }
    const [firstName, lastName] = splitName(lead);
    const row = await this.writer.insert(
      realtorId,
      {
        firstName,
        lastName,
        email: lead.email,
        phone: lead.phone ?? null,
        source,
        budget: lead.budget ?? null,
        timeline: lead.timeline ?? null,
        propertyType: lead.propertyType ?? null,
        preferredAreas: lead.preferredAreas ?? null,
        notes: lead.notes ?? null,
        smsConsent: lead.smsConsent,
      },
      lead.message ? inquiry(lead.message, '') : undefined,
    );
    return { success: true, id: row.id, duplicate: false };
  }
}

function inquiry(message: string | undefined, fallback: string): ActivityDraft {
  return { type: 'note', description: message ? `Inquiry: ${message}`.slice(0, NOTE_MAX) : fallback };
}
