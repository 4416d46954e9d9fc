import { customerIntakesEndpoints as endpoints, DEFAULT_SMS_TEMPLATE } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { FormLinksService } from './form-links.service';
import type { SmsService } from './sms.service';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function outreachRoutes(
  route: Route,
  { formLinks, sms }: { formLinks: FormLinksService; sms: SmsService },
  smsPerMinute: number,
): void {
  route(endpoints.generateLink, ({ request }) => formLinks.generate(requireAuth(request).user.id, origin(request)));

  route(endpoints.shortFormLink, async ({ params, reply }) => {
    const target = await formLinks.resolve(params.code);
    return reply.redirect(target ?? '/intake-form', 302);
  });

  route(endpoints.sendSms, ({ body, request }) => sms.send(requireAuth(request).user.id, body), {
    rateLimit: { max: smsPerMinute, timeWindow: '1 minute' },
  });

  route(endpoints.smsMessages, ({ request }) => sms.list(requireAuth(request).user.id));

  route(endpoints.smsTemplate, async ({ request }) => ({
    template: (await formLinks.template(requireAuth(request).user.id)) ?? DEFAULT_SMS_TEMPLATE,
  }));

  route(endpoints.saveSmsTemplate, async ({ body, request }) => ({
    template: await formLinks.saveTemplate(requireAuth(request).user.id, body.template),
  }));
}
