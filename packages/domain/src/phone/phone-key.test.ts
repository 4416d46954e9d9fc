import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsPhone, phoneKey } from './us-phone';

describe('phoneKey', () => {
  it('gives one key to one number, whatever the formatting', () => {
    const forms = [
      '(214) 555-0142',
      '214-555-0142',
      '214.555.0142',
      '2145550142',
      '+1 214 555 0142',
      '1-214-555-0142',
      ' +1 (214) 555.0142 ',
    ];
    expect(new Set(forms.map(phoneKey))).toEqual(new Set(['2145550142']));
  });

  it('tells different numbers apart', () => {
    expect(phoneKey('(214) 555-0142')).not.toBe(phoneKey('(817) 555-0142'));
    expect(phoneKey('(214) 555-0142')).not.toBe(phoneKey('(214) 555-0143'));
  });

  it.each([null, undefined, '', '555-0142', 'call me', '(214) 555-014'])(
    'has no key for %s (under ten digits)',
    (input) => expect(phoneKey(input)).toBeNull(),
  );

  it('keeps the last ten digits of a longer number', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('2079460958');
  });

  it('is always ten digits or null, and stable under its display form', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const key = phoneKey(input);
        if (key !== null) {
          expect(key).toMatch(/^\d{10}$/);
          expect(phoneKey(key)).toBe(key);
          expect(phoneKey(formatUsPhone(`+1${key}`))).toBe(key);
        }
      }),
    );
  });
});
