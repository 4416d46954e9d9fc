import { communicationRequest, communicationResult, type CommunicationRequest } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { OPT_OUT } from '../../../../engines/client-communication/index';
import { createOfflineEngine } from '../../offline-engine';
import { clientCommunicationTask, type ClientCommunicationInput } from './client-communication-task';
import { mergeClientCommunicationProse } from './prose';

const input = (over: Partial<CommunicationRequest> = {}): ClientCommunicationInput => ({
  request: communicationRequest.parse({
    clientName: 'Maria Gonzalez',
    clientType: 'lead',
    propertyAddress: '4512 Elm Street',
    context: 'She wants to see 3 homes this weekend.',
    ...over,
  }),
  realtor: { name: 'Rosa Martinez', phone: '2145550100' },
  now: new Date('2026-11-24T16:00:00Z'),
});

describe('LLM prose for communication drafts', () => {
  it('runs offline as a schema-valid AI task citing the template library', async () => {
    const { output, meta } = await createOfflineEngine(() => new Date('2026-11-24T16:00:00Z')).run(
      clientCommunicationTask,
      input(),
    );
    expect(() => communicationResult.parse({ ...output, meta })).not.toThrow();
    expect(meta).toMatchObject({
      engine: 'offline',
      sources: [{ name: 'Bluebonnet Texas agent templates v1', kind: 'bundled' }],
    });
  });

  it('asks for wording only, with the rules on figures, placeholders and the sign-off', () => {
    const facts = clientCommunicationTask.offline(input());
    const [system, user] = clientCommunicationTask.prose!.prompt(input(), facts);
    expect(system!.content).toMatch(/Do not add, remove or change any number/);
    expect(system!.content).toMatch(/sign-off block/);
    expect(JSON.parse(user!.content).draft.primaryContent).toBe(facts.primaryContent);
  });

  it('takes a rewrite that keeps the figures and the sign-off, and nothing else', () => {
    const facts = clientCommunicationTask.offline(input());
    const signOff = facts.primaryContent.slice(facts.primaryContent.lastIndexOf('\n\n') + 2);
    const good = `Hi Maria,\n\nI'd love to show you the 3 homes this weekend, starting with 4512 Elm Street.\n\n${signOff}`;
    const merged = mergeClientCommunicationProse(facts, {
      subject: 'Your weekend tour',
      primaryContent: good,
      alternativeContent: 'Hi',
    });
    expect(merged).toEqual({ ...facts, subject: 'Your weekend tour', primaryContent: good });
    const invented = mergeClientCommunicationProse(facts, {
      subject: 'Homes under $400,000',
      primaryContent: good.replace('the 3 homes', 'the 4 homes'),
      alternativeContent: facts.alternativeContent.replace(signOff, 'Cheers'),
    });
    expect(invented).toEqual(facts);
  });

  it('keeps texts within two segments and their opt-out line, and recounts the segments', () => {
    const facts = clientCommunicationTask.offline(input({ communicationType: 'sms' }));
    const short = `Hi Maria, it's Rosa. Want to see the 3 homes this weekend? ${OPT_OUT}`;
    const merged = mergeClientCommunicationProse(facts, {
      subject: 'x',
      primaryContent: short,
      alternativeContent: 'Hi Maria! No opt-out here.',
    });
    expect(merged.primaryContent).toBe(short);
    expect(merged.sms!.primary.characters).toBe(short.length);
    expect(merged.alternativeContent).toBe(facts.alternativeContent);
    expect(merged.subject).toBe(facts.subject);
    expect(
      mergeClientCommunicationProse(facts, { ...merged, primaryContent: `${'Long text. '.repeat(40)}${OPT_OUT}` })
        .primaryContent,
    ).toBe(facts.primaryContent);
  });

  it('keeps every [PLACEHOLDER] the draft has', () => {
    const facts = { ...clientCommunicationTask.offline(input({ communicationType: 'call_script' })) };
    const withPlaceholder = { ...facts, primaryContent: `${facts.primaryContent}\n[CLOSING_DATE]` };
    const merged = mergeClientCommunicationProse(withPlaceholder, {
      ...facts,
      primaryContent: 'Opening\nHello there.',
    });
    expect(merged.primaryContent).toBe(withPlaceholder.primaryContent);
  });
});
