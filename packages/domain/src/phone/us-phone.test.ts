import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsPhone, toUsE164 } from './us-phone';

describe('toUsE164', () => {
  it.each([
    ['(214) 555-0142', '+12145550142'],
    ['214.555.0142', '+12145550142'],
    ['1-817-555-0199', '+18175550199'],
    ['+1 972 555 0117', '+19725550117'],
    ['  2145550142 ', '+12145550142'],
  ])('normalises %s to %s', (input, e164) => expect(toUsE164(input)).toBe(e164));

  it.each([
    ['555-0142', 'too short'],
    ['(014) 555-0142', 'area code starts with 0'],
    ['(214) 155-0142', 'exchange starts with 1'],
    ['+44 20 7946 0958', 'not a US number'],
    ['214-555-01425', 'too long'],
    ['call me maybe', 'not a number'],
  ])('refuses %s (%s)', (input) => expect(toUsE164(input)).toBeNull());

  it('round-trips every valid number through its display form', () => {
    const digit = (min: number) => fc.integer({ min, max: 9 });
    fc.assert(
      fc.property(
        fc.tuple(digit(2), digit(0), digit(0), digit(2), ...Array.from({ length: 6 }, () => digit(0))),
        (d) => {
          const e164 = `+1${d.join('')}`;
          expect(toUsE164(formatUsPhone(e164))).toBe(e164);
        },
      ),
    );
  });
});
