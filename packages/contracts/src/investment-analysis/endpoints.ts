import { defineEndpoint } from '../common/endpoint';
import { investmentDefaults, investmentDefaultsQuery, investmentRequest, investmentResult } from './investment';

export const investmentEndpoints = {
  /** Spec §7. */
  analyze: defineEndpoint({
    method: 'POST',
    path: '/api/ai-investment-analyzer',
    access: 'user',
    body: investmentRequest,
    response: investmentResult,
  }),
  /** Pre-fill suggestions for a ZIP: rent (Zillow ZORI / HUD FMR), rate (PMMS), taxes, trend. */
  defaults: defineEndpoint({
    method: 'GET',
    path: '/api/investment-analysis/defaults',
    access: 'user',
    query: investmentDefaultsQuery,
    response: investmentDefaults,
  }),
  /** The detailed report as a PDF, for the same inputs. */
  reportPdf: defineEndpoint({
    method: 'POST',
    path: '/api/investment-analysis/report.pdf',
    access: 'user',
    body: investmentRequest,
    produces: 'application/pdf',
  }),
};
