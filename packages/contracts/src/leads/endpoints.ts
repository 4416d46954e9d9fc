import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/errors';
import { importIdParam, importPreview, leadImport } from './lead-import';
import {
  activitiesResponse,
  createActivityRequest,
  createLeadRequest,
  deleteLeadResponse,
  followUpsResponse,
  fromIntakeRequest,
  fromIntakeResponse,
  inboundAddress,
  inboundLeadRequest,
  inboundLeadResponse,
  lead,
  leadActivity,
  leadInsights,
  leadStats,
  leadsResponse,
  listLeadsQuery,
  updateLeadRequest,
} from './leads';

export const leadsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/leads',
    access: 'user',
    query: listLeadsQuery,
    response: leadsResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/leads',
    access: 'user',
    body: createLeadRequest,
    response: lead,
    status: 201,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/api/leads/stats', access: 'user', response: leadStats }),
  followUps: defineEndpoint({
    method: 'GET',
    path: '/api/leads/follow-ups',
    access: 'user',
    response: followUpsResponse,
  }),
  /** The filtered list as a CSV file (same filter and search as the list, every page). */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/leads/export',
    access: 'user',
    query: listLeadsQuery.omit({ limit: true, before: true }),
    produces: 'text/csv',
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/leads/:id', access: 'user', params: idParam, response: lead }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/leads/:id',
    access: 'user',
    params: idParam,
    body: updateLeadRequest,
    response: lead,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/leads/:id',
    access: 'user',
    params: idParam,
    response: deleteLeadResponse,
  }),
  activities: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id/activities',
    access: 'user',
    params: idParam,
    response: activitiesResponse,
  }),
  addActivity: defineEndpoint({
    method: 'POST',
    path: '/api/leads/:id/activities',
    access: 'user',
    params: idParam,
    body: createActivityRequest,
    response: leadActivity,
    status: 201,
  }),
  insights: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id/insights',
    access: 'user',
    params: idParam,
    response: leadInsights,
  }),
  /** Recomputes the insights, with the LLM's prose when one is configured (never its scores). */
  aiAnalysis: defineEndpoint({
    method: 'POST',
    path: '/api/leads/:id/ai-analysis',
    access: 'user',
    params: idParam,
    response: leadInsights,
  }),
  fromIntake: defineEndpoint({
    method: 'POST',
    path: '/api/leads/from-intake',
    access: 'user',
    body: fromIntakeRequest,
    response: fromIntakeResponse,
  }),
  inboundAddress: defineEndpoint({
    method: 'GET',
    path: '/api/leads/inbound-address',
    access: 'user',
    response: inboundAddress,
  }),
  /** A new secret address; posts to the old one answer 404 from now on. */
  rotateInboundAddress: defineEndpoint({
    method: 'POST',
    path: '/api/leads/inbound-address/rotate',
    access: 'user',
    response: inboundAddress,
  }),
  /** Public by design: website forms, Zapier and lead vendors cannot sign in; the token is the credential. */
  inbound: defineEndpoint({
    method: 'POST',
    path: '/api/leads/inbound/:token',
    access: 'public',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,80}$/) }),
    body: inboundLeadRequest,
    response: inboundLeadResponse,
    status: 201,
  }),
  /** A CSV file (field `file`): its columns, the first rows with their problems, and the counts. */
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/api/leads/import/preview',
    access: 'user',
    body: 'multipart',
    response: importPreview,
  }),
  /** Starts importing a CSV file (field `file`); poll the run for progress and the report. */
  startImport: defineEndpoint({
    method: 'POST',
    path: '/api/leads/import',
    access: 'user',
    body: 'multipart',
    response: leadImport,
    status: 201,
  }),
  importStatus: defineEndpoint({
    method: 'GET',
    path: '/api/leads/import/:importId',
    access: 'user',
    params: importIdParam,
    response: leadImport,
  }),
};
