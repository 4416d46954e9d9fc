import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/errors';
import {
  clientAnalysis,
  createIntakeRequest,
  createIntakeResponse,
  customerIntake,
  intakeStats,
  intakesResponse,
  listIntakesQuery,
  updateIntakeRequest,
} from './intake';
import {
  educationPackage,
  generatedLink,
  publicRealtor,
  sendEducationRequest,
  sendEmailResponse,
  sendSmsRequest,
  sendSmsResponse,
  smsMessagesResponse,
  smsTemplateSettings,
} from './outreach';

export const deleteIntakeResponse = z.object({ success: z.boolean(), message: z.string() });

export const customerIntakesEndpoints = {
  /** The public intake form posts here. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/customer-intakes',
    access: 'public',
    body: createIntakeRequest,
    response: createIntakeResponse,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/customer-intakes',
    access: 'user',
    query: listIntakesQuery,
    response: intakesResponse,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/api/customer-intakes/stats', access: 'user', response: intakeStats }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/customer-intakes/:id',
    access: 'user',
    params: idParam,
    response: customerIntake,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/customer-intakes/:id',
    access: 'user',
    params: idParam,
    body: updateIntakeRequest,
    response: customerIntake,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/customer-intakes/:id',
    access: 'user',
    params: idParam,
    response: deleteIntakeResponse,
  }),
  generateLink: defineEndpoint({
    method: 'POST',
    path: '/api/customer-intakes/generate-link',
    access: 'user',
    response: generatedLink,
  }),
  /**
   * The public form's realtor: a realtor's display name, 404 for anything else (unknown, admin, or
   * not an id at all — one answer, so nothing can be learned from the difference).
   */
  publicRealtor: defineEndpoint({
    method: 'GET',
    path: '/api/public/realtors/:id',
    access: 'public',
    params: z.object({ id: z.string() }),
    response: publicRealtor,
  }),
  /** The short branded link: public, it only redirects to the public form. */
  shortFormLink: defineEndpoint({
    method: 'GET',
    path: '/f/:code',
    access: 'public',
    params: z.object({ code: z.string().min(4).max(16) }),
  }),
  sendSms: defineEndpoint({
    method: 'POST',
    path: '/api/send-sms',
    access: 'user',
    body: sendSmsRequest,
    response: sendSmsResponse,
  }),
  smsMessages: defineEndpoint({
    method: 'GET',
    path: '/api/sms-messages',
    access: 'user',
    response: smsMessagesResponse,
  }),
  smsTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/sms-template',
    access: 'user',
    response: smsTemplateSettings,
  }),
  saveSmsTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/sms-template',
    access: 'user',
    body: smsTemplateSettings,
    response: smsTemplateSettings,
  }),
  analyze: defineEndpoint({
    method: 'POST',
    path: '/api/customer-intakes/:id/analyze',
    access: 'user',
    params: idParam,
    response: clientAnalysis,
  }),
  educationPackage: defineEndpoint({
    method: 'POST',
    path: '/api/customer-intakes/:id/education-materials',
    access: 'user',
    params: idParam,
    response: educationPackage,
  }),
  sendEducationPackage: defineEndpoint({
    method: 'POST',
    path: '/api/customer-intakes/:id/education-materials/send',
    access: 'user',
    params: idParam,
    body: sendEducationRequest,
    response: sendEmailResponse,
  }),
};
