// Counting and listing words in generated text.

/** (1, 'day') → '1 day'; (3, 'day') → '3 days'; an irregular plural is passed in. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** ['a', 'b', 'c'] → 'a, b and c'; another last word ('or') may be given. */
export function listText(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** Ends a sentence with one period: 'Republic Title of Texas, Inc.' is not given a second one. */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
