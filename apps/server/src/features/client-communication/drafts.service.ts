import type { CommunicationContact, CommunicationResult, ParsedCommunicationRequest } from '@bluebonnet/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { clientCommunicationTask } from '../../providers/ai/tasks/client-communication/index';
import type { AccountsService } from '../auth/index';
import { intakeContact, leadContact } from './contacts.mapper';
import type { ContactSources } from './recipients';

/** How many of each the client picker lists. */
const CONTACTS_PER_KIND = 20;

/** Drafts (the engine, or an LLM polishing its wording) and the contacts the form is prefilled from. */
export class DraftsService {
  constructor(
    private readonly ai: AiEngine,
    private readonly accounts: AccountsService,
    private readonly sources: ContactSources,
    private readonly clock: () => Date,
  ) {}

  async draft(realtorId: number, request: ParsedCommunicationRequest): Promise<CommunicationResult> {
    // A lead or intake named in the request must be the realtor's own.
    if (request.leadId !== undefined && !(await this.sources.leads.get(realtorId, request.leadId)))
      throw notFound('Lead');
    if (request.intakeId !== undefined && !(await this.sources.intakes.get(realtorId, request.intakeId))) {
      throw notFound('Customer intake');
    }
    const user = await this.accounts.getUser(realtorId);
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
    const realtor = {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: user.phone,
      brokerage: user.sponsoringBroker,
    };
    const { output, meta } = await this.ai.run(clientCommunicationTask, { request, realtor, now: this.clock() });
    return { ...output, meta };
  }

  /** The realtor's leads and intakes matching `search`, newest first; an intake already made a lead shows once. */
  async contacts(realtorId: number, search: string | undefined): Promise<CommunicationContact[]> {
    const [leads, intakes] = await Promise.all([
      this.sources.leads.search(realtorId, search, CONTACTS_PER_KIND),
      this.sources.intakes.search(realtorId, search, CONTACTS_PER_KIND),
    ]);
    const linked = new Set(leads.map((l) => l.intakeId).filter((id) => id !== null));
    const dated = [
      ...leads.map((l) => ({ at: l.createdAt, contact: leadContact(l) })),
      ...intakes.filter((i) => !linked.has(i.id)).map((i) => ({ at: i.createdAt, contact: intakeContact(i) })),
    ];
    return dated.sort((a, b) => b.at.localeCompare(a.at)).map((d) => d.contact);
  }
}
