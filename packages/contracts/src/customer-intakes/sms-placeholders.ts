// The form-link SMS placeholders: [NAME] is the CLIENT's name, [REALTOR] the realtor's, [LINK] the form
// link. A message that would still hold a placeholder (one of these unfilled, or one we do not know,
// such as "[CLIENT NAME]" or "{name}") is not sent: the server answers 400 and the web names it.

export const SMS_PLACEHOLDER_NAME = '[NAME]';
export const SMS_PLACEHOLDER_REALTOR = '[REALTOR]';
export const SMS_PLACEHOLDER_LINK = '[LINK]';
export const SMS_PLACEHOLDERS = [SMS_PLACEHOLDER_NAME, SMS_PLACEHOLDER_REALTOR, SMS_PLACEHOLDER_LINK] as const;

/** What each placeholder stands for, in the words the messages use. */
const MEANING: Record<string, string> = {
  [SMS_PLACEHOLDER_NAME]: "the client's name",
  [SMS_PLACEHOLDER_REALTOR]: 'your name',
  [SMS_PLACEHOLDER_LINK]: 'the form link',
};

/** Anything that reads as a placeholder: a word or two in square brackets, or in {braces} / {{braces}}. */
const PLACEHOLDER = /\[[A-Za-z][A-Za-z0-9 _'/&-]{0,40}\]|\{\{?\s*[A-Za-z][A-Za-z0-9 _-]{0,40}\s*\}?\}/g;

/** The placeholders left in a text, each once, in order of appearance. */
export function smsPlaceholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** Those that are not [NAME], [REALTOR] or [LINK]: a template may not be saved with them. */
export function unknownSmsPlaceholders(text: string): string[] {
  return smsPlaceholdersIn(text).filter((p) => !(SMS_PLACEHOLDERS as readonly string[]).includes(p));
}

export type SmsTemplateValues = { client?: string | null; realtor?: string | null; link?: string | null };

/** Puts in each value given; a blank one leaves its placeholder, so the message cannot go out half-filled. */
export function fillSmsTemplate(template: string, values: SmsTemplateValues): string {
  const fills: [string, string | null | undefined][] = [
    [SMS_PLACEHOLDER_NAME, values.client],
    [SMS_PLACEHOLDER_REALTOR, values.realtor],
    [SMS_PLACEHOLDER_LINK, values.link],
  ];
  return fills.reduce(
    (text, [token, value]) => (value?.trim() ? text.replaceAll(token, value.trim()) : text),
    template,
  );
}

const and = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "[NAME] is still in the message: replace it with the client's name before sending." */
export function unfilledPlaceholderMessage(placeholders: readonly string[]): string {
  if (!placeholders.length) return '';
  const what = (p: string) => MEANING[p] ?? 'the words you mean';
  if (placeholders.length === 1) {
    const [p] = placeholders as [string];
    return `${p} is still in the message: replace it with ${what(p)} before sending.`;
  }
  const fixes = placeholders.map((p) => `${p} with ${what(p)}`);
  return `${and(placeholders)} are still in the message: replace ${and(fixes)} before sending.`;
}

/** "[CLIENT] is not a placeholder we fill in: use [NAME] for the client's name, …". */
export function unknownPlaceholderMessage(placeholders: readonly string[]): string {
  const list = placeholders.join(', ');
  return `${list} ${placeholders.length > 1 ? 'are not placeholders' : 'is not a placeholder'} we fill in: use [NAME] for the client's name, [REALTOR] for yours and [LINK] for the form link.`;
}
