import type { InvestmentDefaults, InvestmentResult } from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import type { FastifyReply } from 'fastify';
import {
  analyseInvestment,
  type DefaultsQuery,
  type InvestmentInput,
  investmentDefaults,
} from '../../engines/investment-analysis/index';
import type { ReferenceData } from '../../reference-data/index';
import { reportPdf } from './report-pdf';

/** The analyzer stores nothing: each answer is worked out from the request and the reference tables. */
export class InvestmentAnalysisService {
  constructor(
    private readonly reference: ReferenceData,
    private readonly clock: () => Date,
  ) {}

  analyze(input: InvestmentInput): InvestmentResult {
    return analyseInvestment(this.reference, input, this.clock()).result;
  }

  defaults(query: DefaultsQuery): InvestmentDefaults {
    return investmentDefaults(this.reference, query);
  }

  /** The same analysis as a PDF download. */
  async sendReportPdf(input: InvestmentInput, reply: FastifyReply): Promise<FastifyReply> {
    const now = this.clock();
    const pdf = await reportPdf(analyseInvestment(this.reference, input, now).report, now);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="investment-analysis-${texasToday(now)}.pdf"`)
      .send(Buffer.from(pdf));
  }
}
