// Emails (and follow-up and thank-you notes, which go by email): greeting, body, sign-off with the
// agent's name. Each tone has its own layout, not just its own adjectives; the alternative is a short
// version built differently again.
import { emailCallToAction } from './call-to-action';
import type { ContextNote } from './context-notes';
import { VOICES, type Voice } from './email-voices';
import { nextSteps, purposeOptions } from './purpose';
import { signatureBlock } from './signature';
import { bullets, capitalise, fill, paragraphs, sentences } from './text';
import type { Brief } from './types';

/** One note in the tone's words: inline when it is about the client, otherwise as its own sentence. */
export function framedNote(b: Brief, voice: Voice, note: ContextNote, slot: string): string {
  if (note.inline && note.subject === 'you') {
    return fill(b.pick(voice.inline, slot), { c: note.clause, C: capitalise(note.clause) });
  }
  return fill(b.pick(voice.any, slot), { s: note.sentence });
}

function parts(b: Brief, slot: string) {
  const { communicationType: type, clientType, tone, urgency } = b.request;
  const voice = VOICES[tone];
  const values = { first: b.client.firstName, about: b.topic.about };
  const [lead, ...rest] = b.notes;
  return {
    voice,
    greeting: fill(b.pick(voice.greeting, `${slot}greeting`), values),
    opener: fill(b.pick(voice.opener, `${slot}opener`), values),
    lead: lead ? framedNote(b, voice, lead, `${slot}lead`) : '',
    rest: sentences(
      ...rest.map((n, i) =>
        i === 0 && n.inline && n.subject === 'you'
          ? fill(b.pick(voice.also, `${slot}also`), { c: n.clause, C: capitalise(n.clause) })
          : n.sentence,
      ),
    ),
    purpose: b.pick(purposeOptions(type, clientType, b.topic, b.address !== null), `${slot}purpose`),
    cta: b.pick(emailCallToAction(urgency, tone), `${slot}cta`),
    signOff: `${b.pick(voice.signOff, `${slot}signoff`)}\n${signatureBlock(b.realtor)}`,
  };
}

function body(b: Brief): string[] {
  const p = parts(b, '');
  const thanks = b.request.communicationType === 'thank_you';
  switch (b.request.tone) {
    case 'professional':
    case 'friendly':
      return thanks
        ? [sentences(p.purpose, p.lead, p.rest), p.cta]
        : [sentences(p.opener, p.lead, p.rest), sentences(p.purpose, p.cta)];
    case 'urgent':
      // The ask first, then why.
      return [
        sentences(thanks ? p.purpose : `I need your input on ${b.topic.about}.`, p.cta),
        sentences(p.lead, p.rest),
      ];
    case 'congratulatory':
      return [sentences(p.opener, p.lead, p.rest), sentences(p.purpose, p.cta)];
    case 'informative': {
      const known = b.notes.map((n) => n.sentence);
      const next = nextSteps(b.request.clientType, b.request.communicationType);
      return [
        sentences(thanks ? p.purpose : '', p.opener),
        known.length ? `What I know so far:\n${bullets(known)}` : '',
        `What comes next:\n${bullets(next)}`,
        p.cta,
      ];
    }
  }
}

/** The whole email body: greeting, paragraphs, sign-off and signature. */
export function emailBody(b: Brief): string {
  const p = parts(b, '');
  return paragraphs(p.greeting, ...body(b), p.signOff);
}

/** A shorter take: one paragraph that leads with the point, for clients who skim. */
export function shortEmailBody(b: Brief): string {
  const p = parts(b, 'alt-');
  const tone = b.request.tone;
  const lead = b.notes[0];
  const point =
    tone === 'informative' && lead
      ? `In short: ${lead.sentence}`
      : tone === 'urgent'
        ? `A quick, time-sensitive note about ${b.topic.about}.`
        : tone === 'congratulatory'
          ? p.opener
          : '';
  const context = tone === 'informative' ? '' : p.lead;
  const purpose = tone === 'urgent' ? '' : p.purpose;
  return paragraphs(p.greeting, sentences(point, purpose, context), p.cta, p.signOff);
}
