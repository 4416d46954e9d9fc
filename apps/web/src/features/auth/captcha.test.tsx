import { describe, expect, it } from 'vitest';
import { generateQuestion, isCorrectAnswer } from './captcha';

/** A fixed sequence of Math.random-like values. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('generateQuestion', () => {
  it('uses two numbers from 1 to 10 and never a negative answer', () => {
    for (let i = 0; i < 2000; i++) {
      const q = generateQuestion();
      for (const n of [q.a, q.b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
      }
      expect(q.answer).toBe(q.operator === '+' ? q.a + q.b : q.a - q.b);
      expect(q.answer).toBeGreaterThanOrEqual(0);
    }
  });

  it('puts the larger number first in a subtraction', () => {
    // 0.25 → 3, 0.85 → 9, 0.9 → subtraction
    expect(generateQuestion(sequence(0.25, 0.85, 0.9))).toMatchObject({ a: 9, b: 3, operator: '-', answer: 6 });
  });

  it('adds in the order drawn', () => {
    expect(generateQuestion(sequence(0.25, 0.85, 0.1))).toMatchObject({ a: 3, b: 9, operator: '+', answer: 12 });
  });

  it('covers the whole range and both operators', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const q = generateQuestion();
      seen.add(`n${q.a}`).add(`n${q.b}`).add(q.operator);
    }
    expect(seen.size).toBe(12);
  });
});

describe('isCorrectAnswer', () => {
  const q = generateQuestion(sequence(0.25, 0.85, 0.1));
  it('accepts the result with surrounding spaces and nothing else', () => {
    expect(isCorrectAnswer(q, '12')).toBe(true);
    expect(isCorrectAnswer(q, ' 12 ')).toBe(true);
    expect(isCorrectAnswer(q, '13')).toBe(false);
    expect(isCorrectAnswer(q, '1e1')).toBe(false);
    expect(isCorrectAnswer(q, '')).toBe(false);
  });
});
