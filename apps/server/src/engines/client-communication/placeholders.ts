// Template placeholders: [NAME] the client (first name), [REALTOR] the agent, [ADDRESS] the property.
// Anything in square capitals is a placeholder; one left unfilled blocks sending.

/** `[NAME]`, `[ADDRESS]`, `[CLOSING_DATE]` … — the shape the send route refuses too. */
export const PLACEHOLDER = /\[[A-Z][A-Z_]*\]/g;

export type PlaceholderValues = Partial<Record<string, string | undefined>>;

/** Puts in every value given (blank ones count as missing); leaves the rest as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (token) => {
    const value = values[token.slice(1, -1)]?.trim();
    return value ? value : token;
  });
}

/** The placeholders still in a text, each once, in order of appearance. */
export function unfilledPlaceholders(...texts: (string | null | undefined)[]): string[] {
  const found = texts.flatMap((t) => (t ?? '').match(PLACEHOLDER) ?? []);
  return [...new Set(found)];
}
