import { investmentEndpoints, type EndpointQuery, type InvestmentRequest } from '@bluebonnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, callForBlob } from '@/lib/api-client';

const endpoints = investmentEndpoints;

export type AreaDefaultsQuery = EndpointQuery<typeof endpoints.defaults>;

/** One analysis (spec §7): every figure computed by the server, with its assumptions and sources. */
export function useAnalyzeInvestment() {
  return useMutation({
    mutationFn: (body: InvestmentRequest) => call(endpoints.analyze, { body }),
  });
}

/** Rent, rate and tax suggestions for a ZIP, each with its source and date; run by "Fill from area data". */
export function useAreaDefaults() {
  return useMutation({
    mutationFn: (query: AreaDefaultsQuery) => call(endpoints.defaults, { query }),
  });
}

/** The detailed report as a PDF, for the same inputs as the analysis on screen. */
export function useReportPdf() {
  return useMutation({
    mutationFn: (body: InvestmentRequest) => callForBlob(endpoints.reportPdf, { body }),
  });
}
