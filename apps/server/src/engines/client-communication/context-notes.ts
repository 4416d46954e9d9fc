// The agent's context, ready to weave into a draft: split into sentences, each spoken to the client,
// with who it is about (the client, the agent, or something else) so each tone can frame it.
import { shiftToSecondPerson } from './pronoun-shift';

export type NoteSubject = 'you' | 'me' | 'other';
export type ContextNote = {
  /** The sentence spoken to the client, capitalised, ending in . ! or ? */
  sentence: string;
  /** The same without its final stop and, where the first word allows, lower-cased: for "I know {clause}." */
  clause: string;
  subject: NoteSubject;
  /** Whether `clause` can sit mid-sentence (its first word is not a name or a heading). */
  inline: boolean;
};

/** Note-style starts ("Wants a pool", "Pre-approved with …"): the client is the unstated subject. */
const FRAGMENT_VERBS = new Set(
  (
    'wants needs likes loves prefers hopes plans asked mentioned said loved liked wanted needed has is was toured ' +
    'saw visited decided agreed requested expects owns rents works lives hates dislikes worries cares filled ' +
    'called emailed texted reached came stopped attended signed submitted found got closed bought sold'
  ).split(' '),
);
const FRAGMENT_STATES = new Set(
  (
    'looking interested worried concerned ready pre-approved preapproved relocating moving selling buying hoping ' +
    'planning thinking open excited nervous happy unsure considering comparing waiting approved downsizing upgrading'
  ).split(' '),
);
const LOWERABLE = new Set(
  (
    "you your you're you've you'll you'd yours the a an we we're we've our it it's its this that these those there " +
    "there's they they're their some all both everything nothing my everyone nobody no not just still also"
  ).split(' '),
);
const ME = /^(i|i'm|i've|i'll|i'd|we|we're|we've|we'll|my|our)$/i;
const YOU = /^(you|your|you're|you've|you'll|you'd|yours)$/i;

const firstWordOf = (s: string) => (/^[A-Za-z]+(?:['’-][A-Za-z]+)*/.exec(s)?.[0] ?? '').replace('’', "'");

/** Splits on sentence ends, line breaks, semicolons and list bullets. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?])\s+|\n+|;\s*|\s+[•·]\s+/)
    .map((s) => s.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter((s) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(s));
}

/**
 * "Wants a pool" → "She wants a pool", "Pre-approved with …" → "She's pre-approved with …": the
 * unstated subject is put back, so the second-person pass makes it "You want" with every verb agreeing.
 */
function completeFragment(sentence: string): string {
  const first = firstWordOf(sentence);
  const lower = first.toLowerCase();
  const rest = sentence.slice(first.length);
  if (FRAGMENT_STATES.has(lower)) return `She's ${lower}${rest}`;
  if (FRAGMENT_VERBS.has(lower)) return `She ${lower}${rest}`;
  return sentence;
}

function noteOf(raw: string, names: string[], plural: boolean): ContextNote {
  let sentence = shiftToSecondPerson(completeFragment(raw), names, plural);
  sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (!/[.!?…]["'”’)]?$/.test(sentence)) sentence = `${sentence}.`;
  const first = firstWordOf(sentence);
  const subject: NoteSubject = ME.test(first) ? 'me' : YOU.test(first) ? 'you' : 'other';
  const lowerable = LOWERABLE.has(first.toLowerCase());
  const inline = (lowerable || /^I('|$)/.test(first)) && !sentence.endsWith('?');
  const bare = sentence.replace(/[.!]+$/, '');
  const clause = lowerable ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  return { sentence, clause, subject, inline };
}

/** The context as notes; the client's names let "Maria wants…" read "you want…". */
export function contextNotes(context: string, clientName: string, firstName: string): ContextNote[] {
  // A couple or a family is "they" in the agent's notes.
  const plural = /\s(and|&)\s|^the\s|\sfamily$/i.test(firstName) || /\s(and|&)\s/.test(clientName);
  const names = [clientName.trim(), ...(plural ? [] : [firstName])];
  const notes = splitSentences(context).map((s) => noteOf(s, names, plural));
  // A sentence pasted twice is said once.
  return notes.filter((n, i) => notes.findIndex((m) => m.sentence === n.sentence) === i);
}
