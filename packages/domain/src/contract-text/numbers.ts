// Day counts written in blanks: "10", "ten (10)", "seven", "N/A".
import { MAX_DAY_COUNT } from '../deadlines/validate';

const WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-one': 21,
  'twenty-five': 25,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

/** A whole number of days, or null when the blank holds no count (blank, "N/A", a date). */
export function parseDayCount(text: string): number | null {
  const value = text.trim().toLowerCase();
  const inParens = /\((\d{1,4})\)/.exec(value);
  const digits = inParens ?? /^(\d{1,4})(?!\d)(?![/.,-]\d)/.exec(value);
  let n: number | null = digits ? Number(digits[1]) : null;
  if (n === null) {
    const word = /^([a-z]+(?:-[a-z]+)?)\b/.exec(value);
    n = word ? (WORDS[word[1] ?? ''] ?? null) : null;
  }
  return n !== null && n <= MAX_DAY_COUNT ? n : null;
}
