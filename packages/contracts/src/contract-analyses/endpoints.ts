import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/errors';
import {
  actionItemParams,
  contractAnalysesResponse,
  contractAnalysis,
  updateActionItemRequest,
  updateActionItemResponse,
  updateContractTermsRequest,
} from './analysis';
import { contractOnFileConflict, createContractAnalysisRequest } from './create';
import { calendarFeedResponse, contractDeadlinesResponse } from './deadlines';
import { contractHealthResponse } from './health';
import {
  compareContractsRequest,
  compareContractsResponse,
  extractPdfResponse,
  generateClausesRequest,
  generateClausesResponse,
  marketInsightsRequest,
  marketInsightsResponse,
} from './tools';

export const contractAnalysesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/contract-analyses',
    access: 'user',
    response: contractAnalysesResponse,
  }),
  /**
   * Analyses a contract. One already on file (same property and parties) answers 409 with
   * `existing` in mode 'auto'; 'update' analyses into that record, 'new' saves another. Each takes
   * one analysis from the monthly allowance.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/contract-analyses',
    access: 'user',
    body: createContractAnalysisRequest,
    response: contractAnalysis,
    status: 201,
    otherResponses: { 409: contractOnFileConflict },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/contract-analyses/:id',
    access: 'user',
    params: idParam,
    response: contractAnalysis,
  }),
  updateActionItem: defineEndpoint({
    method: 'PATCH',
    path: '/api/contract-analyses/:contractId/action-items/:itemId',
    access: 'user',
    params: actionItemParams,
    body: updateActionItemRequest,
    response: updateActionItemResponse,
  }),
  /** Enter terms the text leaves blank; answers the analysis with its deadlines and findings recomputed. */
  updateTerms: defineEndpoint({
    method: 'PATCH',
    path: '/api/contract-analyses/:id/terms',
    access: 'user',
    params: idParam,
    body: updateContractTermsRequest,
    response: contractAnalysis,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/contract-health',
    access: 'user',
    response: contractHealthResponse,
  }),
  extractPdfText: defineEndpoint({
    method: 'POST',
    path: '/api/extract-pdf-text',
    access: 'user',
    body: 'multipart',
    response: extractPdfResponse,
  }),
  compare: defineEndpoint({
    method: 'POST',
    path: '/api/contract-comparisons',
    access: 'user',
    body: compareContractsRequest,
    response: compareContractsResponse,
  }),
  generateClauses: defineEndpoint({
    method: 'POST',
    path: '/api/generate-clauses',
    access: 'user',
    body: generateClausesRequest,
    response: generateClausesResponse,
  }),
  marketInsights: defineEndpoint({
    method: 'POST',
    path: '/api/contract-market-insights',
    access: 'user',
    body: marketInsightsRequest,
    response: marketInsightsResponse,
  }),
  deadlines: defineEndpoint({
    method: 'GET',
    path: '/api/contract-deadlines',
    access: 'user',
    response: contractDeadlinesResponse,
  }),
  calendarFeed: defineEndpoint({
    method: 'GET',
    path: '/api/contract-deadlines/calendar-feed',
    access: 'user',
    response: calendarFeedResponse,
  }),
  /** A new private address; the old one answers 404 from now on (a leaked link, a lost phone). */
  rotateCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/api/contract-deadlines/calendar-feed/rotate',
    access: 'user',
    response: calendarFeedResponse,
  }),
  /** Public by design: calendar apps cannot sign in; the unguessable token is the credential. */
  calendarIcs: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/:token',
    access: 'public',
    params: z.object({ token: z.string().min(10).max(80) }),
    produces: 'text/calendar',
  }),
};
