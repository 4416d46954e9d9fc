import { texasToday } from '@bluebonnet/domain';
import type { ClientAnalysis, EducationPackage } from '@bluebonnet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerIntakes, educationMaterials, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { clientAnalysisInputFrom, clientAnalysisTask } from '../../providers/ai/tasks/client-analysis/index';
import { EDUCATION_MATERIAL_SEEDS, educationPackageTask } from '../../providers/ai/tasks/education/index';
import type { EmailService } from './email.service';
import { toCustomerIntake } from './intakes.mapper';
import { findIntake } from './intakes.repository';

/** AI client analysis and the first-time-buyer education package for one intake. */
export class ClientInsightsService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiEngine,
    private readonly email: EmailService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async analyze(realtorId: number, intakeId: number): Promise<ClientAnalysis> {
    const intake = await this.intake(realtorId, intakeId);
    const { output, meta } = await this.ai.run(
      clientAnalysisTask,
      clientAnalysisInputFrom(intake, texasToday(this.clock())),
    );
    await this.db
      .update(customerIntakes)
      .set({
        conversionScore: output.conversionScore,
        urgencyLevel: output.urgencyLevel,
        clientProfile: output.clientProfile,
        aiInsights: output.aiInsights,
        recommendedActions: output.recommendedActions,
        marketMatch: output.marketMatch,
        analysisMeta: meta,
        updatedAt: this.clock(),
      })
      .where(eq(customerIntakes.id, intakeId));
    return { ...output, meta };
  }

  async educationPackage(realtorId: number, intakeId: number): Promise<EducationPackage> {
    const intake = await this.intake(realtorId, intakeId);
    const [realtor] = await this.db.select().from(users).where(eq(users.id, realtorId));
    const materials = await this.db.select().from(educationMaterials).where(eq(educationMaterials.isActive, true));
    const { output, meta } = await this.ai.run(educationPackageTask, {
      intake,
      materials,
      realtorName: realtor ? `${realtor.firstName} ${realtor.lastName}` : 'Your Realtor',
      today: texasToday(this.clock()),
    });
    return { ...output, meta };
  }

  async sendEducationPackage(realtorId: number, intakeId: number, to?: string) {
    const pkg = await this.educationPackage(realtorId, intakeId);
    const intake = await this.intake(realtorId, intakeId);
    const [realtor] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, realtorId));
    const result = await this.email.send(realtorId, {
      to: to ?? intake.email,
      subject: pkg.emailSubject,
      text: pkg.emailTemplate,
      replyTo: realtor?.email,
    });
    return { success: true, ...result };
  }

  private async intake(realtorId: number, intakeId: number) {
    const row = await findIntake(this.db, realtorId, intakeId);
    if (!row) throw notFound('Customer intake');
    return toCustomerIntake(row);
  }
}

/** Puts the bundled library in the table (new pieces added, existing ones refreshed); safe to run at every start. */
export async function ensureEducationMaterials(db: Db): Promise<void> {
  for (const seed of EDUCATION_MATERIAL_SEEDS) {
    await db
      .insert(educationMaterials)
      .values(seed)
      .onConflictDoUpdate({
        target: educationMaterials.slug,
        set: {
          title: seed.title,
          category: seed.category,
          description: seed.description,
          content: seed.content,
          order: seed.order,
        },
      });
  }
}
