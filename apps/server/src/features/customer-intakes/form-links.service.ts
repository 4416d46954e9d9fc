import { randomBytes } from 'node:crypto';
import { DEFAULT_SMS_TEMPLATE, fillSmsTemplate, type GeneratedLink } from '@bluebonnet/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { formLinks, realtorSettings, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no look-alikes (l, 1, o, 0)

/** The shareable form link: a short branded address, the full form URL, an SMS text and a QR code. */
export class FormLinksService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string | undefined,
  ) {}

  async generate(realtorId: number, requestOrigin: string): Promise<GeneratedLink> {
    const [realtor] = await this.db.select().from(users).where(eq(users.id, realtorId));
    if (!realtor) throw notFound('Realtor');
    const origin = (this.publicUrl ?? requestOrigin).replace(/\/+$/, '');
    const name = `${realtor.firstName} ${realtor.lastName}`.trim();
    const query = `realtor=${realtor.id}&name=${encodeURIComponent(name)}`;
    const formLink = `${origin}/intake-form?${query}`;
    const displayLink = `${origin}/f/${await this.codeFor(realtorId)}`;
    const template = (await this.template(realtorId)) ?? DEFAULT_SMS_TEMPLATE;
    return {
      displayLink,
      formLink,
      // Where the app actually answers right now, for testing a PUBLIC_URL that is not live yet.
      workingLink: `${requestOrigin.replace(/\/+$/, '')}/intake-form?${query}`,
      smsTemplate: fillSmsTemplate(template, { name, link: displayLink }),
      qrCodeUrl: await QRCode.toDataURL(formLink, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
    };
  }

  /** Where a short code leads, or null. */
  async resolve(code: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(formLinks)
      .innerJoin(users, eq(users.id, formLinks.realtorId))
      .where(eq(formLinks.code, code));
    if (!row) return null;
    return `/intake-form?realtor=${row.id}&name=${encodeURIComponent(`${row.firstName} ${row.lastName}`.trim())}`;
  }

  async template(realtorId: number): Promise<string | null> {
    const [row] = await this.db.select().from(realtorSettings).where(eq(realtorSettings.realtorId, realtorId));
    return row?.smsTemplate ?? null;
  }

  async saveTemplate(realtorId: number, template: string): Promise<string> {
    await this.db
      .insert(realtorSettings)
      .values({ realtorId, smsTemplate: template })
      .onConflictDoUpdate({ target: realtorSettings.realtorId, set: { smsTemplate: template, updatedAt: new Date() } });
    return template;
  }

  private async codeFor(realtorId: number): Promise<string> {
    const [existing] = await this.db.select().from(formLinks).where(eq(formLinks.realtorId, realtorId));
    if (existing) return existing.code;
    const bytes = randomBytes(7);
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    await this.db.insert(formLinks).values({ code, realtorId }).onConflictDoNothing();
    const [row] = await this.db.select().from(formLinks).where(eq(formLinks.realtorId, realtorId));
    return row?.code ?? code;
  }
}
