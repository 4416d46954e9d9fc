// Formatting for people: whole dollars as $425,000, percentages as '5.1 %' (the house style of the AI tasks).

const group = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 425000.4 → '$425,000'. */
export function usd(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  return `${sign}$${group(Math.round(Math.abs(dollars)))}`;
}

/** 0.0512 → '5.1 %'; signed adds '+' for growth. */
export function percent(fraction: number, options: { signed?: boolean; digits?: number } = {}): string {
  const plus = options.signed && fraction > 0 ? '+' : '';
  return `${plus}${(fraction * 100).toFixed(options.digits ?? 1)} %`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** ['a', 'b', 'c'] → 'a, b and c'. */
export function listText(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
