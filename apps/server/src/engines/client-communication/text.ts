// Small text helpers shared by the writers.

/** Puts values into `{key}` slots. A function replacement, so "$&" in a client's text stays literal. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Joins sentences into a paragraph, skipping empty ones. */
export const sentences = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');

/** Joins paragraphs with a blank line, skipping empty ones. */
export const paragraphs = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');

export const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
