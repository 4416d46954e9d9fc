import { texasToday } from '@bluebonnet/domain';
import type { ClientAnalysis, EducationPackage } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { clientAnalysisInputFrom } from '../../engines/client-analysis/index';
import { clientAnalysisTask } from '../../providers/ai/tasks/client-analysis/index';
import { educationPackageTask } from '../../providers/ai/tasks/education/index';
import type { ReferenceData } from '../../reference-data/index';
import type { AccountsService } from '../auth/index';
import { activeEducationMaterials } from './education-materials.repository';
import type { EmailService } from './email.service';
import { toCustomerIntake } from './intakes.mapper';
import { findIntake, saveClientAnalysis } from './intakes.repository';

/** AI client analysis and the first-time-buyer education package for one intake. */
export class ClientInsightsService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiEngine,
    private readonly email: EmailService,
    private readonly accounts: AccountsService,
    private readonly clock: () => Date,
    private readonly reference: ReferenceData,
  ) {}

  async analyze(realtorId: number, intakeId: number): Promise<ClientAnalysis> {
    const intake = await this.intake(realtorId, intakeId);
    const { output, meta } = await this.ai.run(
      clientAnalysisTask,
      clientAnalysisInputFrom(intake, texasToday(this.clock()), this.reference),
    );
    await saveClientAnalysis(this.db, realtorId, intakeId, {
      conversionScore: output.conversionScore,
      urgencyLevel: output.urgencyLevel,
      clientProfile: output.clientProfile,
      aiInsights: output.aiInsights,
      recommendedActions: output.recommendedActions,
      marketMatch: output.marketMatch,
      analysisMeta: meta,
      updatedAt: this.clock(),
    });
    return { ...output, meta };
  }

  async educationPackage(realtorId: number, intakeId: number): Promise<EducationPackage> {
    const intake = await this.intake(realtorId, intakeId);
    const realtor = await this.accounts.getUser(realtorId);
    const materials = await activeEducationMaterials(this.db);
    const { output, meta } = await this.ai.run(educationPackageTask, {
      intake,
      materials,
      realtorName: realtor ? `${realtor.firstName} ${realtor.lastName}` : 'Your Realtor',
      today: texasToday(this.clock()),
      reference: this.reference,
    });
    return { ...output, meta };
  }

  async sendEducationPackage(realtorId: number, intakeId: number, to?: string) {
    const pkg = await this.educationPackage(realtorId, intakeId);
    const intake = await this.intake(realtorId, intakeId);
    const realtor = await this.accounts.getUser(realtorId);
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
