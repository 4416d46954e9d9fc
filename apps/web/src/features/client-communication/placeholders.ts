/** A placeholder the agent still has to fill: an upper-case token in brackets, e.g. `[CLOSING DATE]`. */
export const PLACEHOLDER_PATTERN = /\[[A-Z][A-Z0-9 _'/&-]*\]/g;

/** The distinct placeholders left in a text, in the order they first appear. */
export function findPlaceholders(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER_PATTERN) ?? [])];
}

/** The text cut into plain runs and placeholders, for highlighting. */
export function splitPlaceholders(text: string): { text: string; placeholder: boolean }[] {
  const parts: { text: string; placeholder: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return parts;
}

/** A template's `unfilled` names as they appear in its text (`CLOSING DATE` → `[CLOSING DATE]`). */
export function bracketed(name: string): string {
  return name.startsWith('[') ? name : `[${name}]`;
}
