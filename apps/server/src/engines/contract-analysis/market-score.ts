// marketScore (0–100): how the contract price sits in its market, from three parts.
//   price      0–50  r = contract price / area reference (median sale price, else typical value;
//                    typical rent for a lease): 40 at r = 1, +2.5 per 1 % below, −2.5 per 1 % above.
//   momentum   0–25  12.5 + 2.5 per 1 % of one-year change in home values (rents for a lease).
//   liquidity  0–25  25 at 20 days on market or fewer, −0.25 per day beyond, 0 at 120 days.
// A part without data is left out and the others are scaled up to 100. With no part, null.
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export type ScoreInputs = { priceRatio: number | null; change1y: number | null; daysOnMarket: number | null };

export function marketScore({ priceRatio, change1y, daysOnMarket }: ScoreInputs): number | null {
  const parts: { points: number; max: number }[] = [];
  if (priceRatio !== null && priceRatio > 0) parts.push({ points: clamp(40 - (priceRatio - 1) * 250, 0, 50), max: 50 });
  if (change1y !== null) parts.push({ points: clamp(12.5 + change1y * 250, 0, 25), max: 25 });
  if (daysOnMarket !== null) parts.push({ points: clamp(25 - (daysOnMarket - 20) * 0.25, 0, 25), max: 25 });
  if (parts.length === 0) return null;
  const points = parts.reduce((s, p) => s + p.points, 0);
  const max = parts.reduce((s, p) => s + p.max, 0);
  return Math.round((points / max) * 100);
}
