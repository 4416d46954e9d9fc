import { randomBytes } from 'node:crypto';
import { DEFAULT_SMS_TEMPLATE, fillSmsTemplate, type GeneratedLink, type User } from '@bluebonnet/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AccountsService } from '../auth/index';
import { upgradeLegacySmsTemplate } from './sms-template-upgrade';
import {
  findFormLinkCode,
  findFormLinkOwner,
  findSmsTemplate,
  insertFormLinkCode,
  saveSmsTemplate,
} from './outreach.repository';

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no look-alikes (l, 1, o, 0)

/**
 * The public form's address for a realtor. `name=` stays in the link (spec §2 route table, and old
 * links carry it) but the form shows the name the server gives for `realtor=`, never this text.
 */
const formPath = (realtor: Pick<User, 'id' | 'firstName' | 'lastName'>) =>
  `/intake-form?realtor=${realtor.id}&name=${encodeURIComponent(`${realtor.firstName} ${realtor.lastName}`.trim())}`;

/** The shareable form link: a short branded address, the full form URL, an SMS text and a QR code. */
export class FormLinksService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly publicUrl: string | undefined,
  ) {}

  async generate(realtorId: number, requestOrigin: string): Promise<GeneratedLink> {
    const realtor = await this.accounts.getUser(realtorId);
    if (!realtor) throw notFound('Realtor');
    const origin = (this.publicUrl ?? requestOrigin).replace(/\/+$/, '');
    const name = `${realtor.firstName} ${realtor.lastName}`.trim();
    const formLink = `${origin}${formPath(realtor)}`;
    const displayLink = `${origin}/f/${await this.codeFor(realtorId)}`;
    const template = (await this.template(realtorId)) ?? DEFAULT_SMS_TEMPLATE;
    return {
      displayLink,
      formLink,
      // Where the app actually answers right now, for testing a PUBLIC_URL that is not live yet.
      workingLink: `${requestOrigin.replace(/\/+$/, '')}${formPath(realtor)}`,
      // [NAME] is the client's: it stays for the agent to fill in before sending (the server refuses it unfilled).
      smsTemplate: fillSmsTemplate(template, { realtor: name, link: displayLink }),
      qrCodeUrl: await QRCode.toDataURL(formLink, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
    };
  }

  /** Where a short code leads, or null. */
  async resolve(code: string): Promise<string | null> {
    const realtorId = await findFormLinkOwner(this.db, code);
    const realtor = realtorId === undefined ? null : await this.accounts.getUser(realtorId);
    return realtor ? formPath(realtor) : null;
  }

  /** The saved template, read with today's meaning of [NAME] (the client's); null when none was saved. */
  async template(realtorId: number): Promise<string | null> {
    const saved = await findSmsTemplate(this.db, realtorId);
    return saved === null ? null : upgradeLegacySmsTemplate(saved);
  }

  async saveTemplate(realtorId: number, template: string): Promise<string> {
    await saveSmsTemplate(this.db, realtorId, template);
    return template;
  }

  private async codeFor(realtorId: number): Promise<string> {
    const existing = await findFormLinkCode(this.db, realtorId);
    if (existing) return existing;
    const bytes = randomBytes(7);
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    await insertFormLinkCode(this.db, realtorId, code);
    return (await findFormLinkCode(this.db, realtorId)) ?? code;
  }
}
