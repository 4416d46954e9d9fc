const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(million|mil|mm|m|thousand|k)?(?![a-z])/gi;

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

/**
 * A price or price range as whole dollars: "$450,000", "400K", "$1.2M", "$400,000 - $500,000", "500k-600k".
 * A range gives its upper bound: the most the client said they would spend is what an agent searches up to.
 * Null when the text holds no amount, or only 0 (some CRMs write 0 for "not given").
 */
export function parseBudget(text: string): number | null {
  let best: number | null = null;
  for (const m of text.matchAll(AMOUNT)) {
    const digits = (m[1] ?? '').replace(/,/g, '');
    const value = Number(digits) * (SCALE[(m[2] ?? '').toLowerCase()] ?? 1);
    if (Number.isFinite(value) && (best === null || value > best)) best = value;
  }
  return best === null || best === 0 ? null : Math.round(best);
}
