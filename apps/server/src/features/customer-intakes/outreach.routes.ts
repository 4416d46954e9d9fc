import {
  generatedLink,
  paths,
  sendSmsRequest,
  sendSmsResponse,
  smsMessagesResponse,
  smsTemplateSettings,
} from '@bluebonnet/contracts';
import { DEFAULT_SMS_TEMPLATE } from '@bluebonnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerOutreachRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer-intakes'];

  r.post(
    paths.generateIntakeLink,
    { config: { access: 'user' }, schema: { tags, response: { 200: generatedLink } } },
    (request) => ctx.formLinks.generate(requireAuth(request).user.id, origin(request)),
  );

  // The short branded link: public, it only leads to the public form.
  r.get(
    paths.shortFormLink,
    { config: { access: 'public' }, schema: { tags, params: z.object({ code: z.string().min(4).max(16) }) } },
    async (request, reply) => {
      const target = await ctx.formLinks.resolve(request.params.code);
      return target ? reply.redirect(target, 302) : reply.redirect('/intake-form', 302);
    },
  );

  r.post(
    paths.sendSms,
    {
      config: { access: 'user', rateLimit: { max: ctx.env.RATE_LIMIT_SMS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags, body: sendSmsRequest, response: { 200: sendSmsResponse } },
    },
    (request) => ctx.sms.send(requireAuth(request).user.id, request.body),
  );

  r.get(
    paths.smsMessages,
    { config: { access: 'user' }, schema: { tags, response: { 200: smsMessagesResponse } } },
    (request) => ctx.sms.list(requireAuth(request).user.id),
  );

  r.get(
    paths.smsTemplate,
    { config: { access: 'user' }, schema: { tags, response: { 200: smsTemplateSettings } } },
    async (request) => ({
      template: (await ctx.formLinks.template(requireAuth(request).user.id)) ?? DEFAULT_SMS_TEMPLATE,
    }),
  );

  r.put(
    paths.smsTemplate,
    { config: { access: 'user' }, schema: { tags, body: smsTemplateSettings, response: { 200: smsTemplateSettings } } },
    async (request) => ({
      template: await ctx.formLinks.saveTemplate(requireAuth(request).user.id, request.body.template),
    }),
  );
}
