import {
  type createIntakeRequest,
  type CustomerIntake,
  type PublicRealtor,
  textId,
  type UpdateIntakeRequest,
  type User,
} from '@bluebonnet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AccountsService } from '../auth/index';
import { toCustomerIntake } from './intakes.mapper';
import {
  deleteIntake,
  findIntake,
  type IntakeFilter,
  insertIntake,
  intakeStats,
  listIntakes,
  ownsIntake,
  updateIntake,
} from './intakes.repository';

type ParsedIntake = z.output<typeof createIntakeRequest>;

const EXPIRED_PAGE_LINK = 'This page link has expired. Reload the list.';
const INVALID_FORM_LINK = 'This form link does not belong to a Bluebonnet realtor. Ask your realtor for a new link.';

const OPTIONAL = [
  'propertyType',
  'budgetRange',
  'timeframe',
  'currentSituation',
  'preferredAreas',
  'additionalNeeds',
  'hearAboutUs',
  'notes',
] as const;

export class IntakesService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly noteWrites: (rows: number) => void = () => {},
  ) {}

  /** The public form. The realtor must exist and be a realtor; a bot that fills the honeypot is turned away. */
  async create(input: ParsedIntake): Promise<CustomerIntake> {
    if (input.website) throw new AppError('bad_request', 'Submission rejected.');
    const realtor = await this.formRealtor(input.realtorId);
    const filled = OPTIONAL.filter((k) => input[k]).length;
    const row = await insertIntake(this.db, {
      realtorId: realtor.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      preferredContact: input.preferredContact,
      realEstateGoal: input.realEstateGoal,
      propertyType: input.propertyType ?? null,
      budgetRange: input.budgetRange ?? null,
      timeframe: input.timeframe ?? null,
      currentSituation: input.currentSituation ?? null,
      preferredAreas: input.preferredAreas || null,
      additionalNeeds: input.additionalNeeds || null,
      preApprovalStatus: input.preApprovalStatus,
      hearAboutUs: input.hearAboutUs ?? null,
      notes: input.notes || null,
      formSource: input.formSource,
      smsConsent: input.smsConsent,
      isCompleted: filled >= 5,
    });
    this.noteWrites(1);
    return toCustomerIntake(row);
  }

  /**
   * The name the public form shows for `?realtor=`. Anything that is not a realtor's id (text, an
   * unknown id, an admin) gets the same 404, so the answer tells nothing beyond "realtor or not".
   */
  async publicRealtor(idText: string): Promise<PublicRealtor> {
    const id = textId().safeParse(idText);
    const realtor = await this.formRealtor(id.success ? id.data : null);
    return { id: realtor.id, name: `${realtor.firstName} ${realtor.lastName}`.trim() };
  }

  /** The realtor a form link names, or the 404 the form shows as "ask for a new link". */
  private async formRealtor(id: number | null): Promise<User> {
    const realtor = id === null ? null : await this.accounts.getUser(id);
    if (realtor?.role !== 'user') throw new AppError('not_found', INVALID_FORM_LINK);
    return realtor;
  }

  /**
   * A page of the realtor's intakes. A `before` that is not one of theirs — deleted since, or someone
   * else's — gets one answer, so the cursor reveals nothing about other realtors' ids; a 400 rather
   * than an empty page, which the list would take for its end and silently stop short.
   */
  async list(realtorId: number, filter: IntakeFilter): Promise<CustomerIntake[]> {
    if (filter.before !== undefined && !(await ownsIntake(this.db, realtorId, filter.before)))
      throw new AppError('bad_request', EXPIRED_PAGE_LINK);
    return (await listIntakes(this.db, realtorId, filter)).map(toCustomerIntake);
  }

  stats(realtorId: number) {
    return intakeStats(this.db, realtorId);
  }

  async get(realtorId: number, id: number): Promise<CustomerIntake> {
    const row = await findIntake(this.db, realtorId, id);
    if (!row) throw notFound('Customer intake');
    return toCustomerIntake(row);
  }

  async update(realtorId: number, id: number, change: UpdateIntakeRequest): Promise<CustomerIntake> {
    const values: Parameters<typeof updateIntake>[3] = {};
    if (change.status) values.status = change.status;
    if (change.priority) values.priority = change.priority;
    if (change.notes !== undefined) values.notes = change.notes || null;
    if (change.nextFollowUpDate !== undefined) values.nextFollowUpDate = change.nextFollowUpDate;
    // Moving a lead past 'new' records when the realtor last reached out.
    if (change.status && change.status !== 'new') values.lastContactDate = new Date();
    const row = await updateIntake(this.db, realtorId, id, values);
    if (!row) throw notFound('Customer intake');
    return toCustomerIntake(row);
  }

  async remove(realtorId: number, id: number): Promise<void> {
    if (!(await deleteIntake(this.db, realtorId, id))) throw notFound('Customer intake');
  }
}
