import { describe, expect, it } from 'vitest';
import { optionsIn } from './checkboxes';
import { readDoc } from './text-lines';

const read = (text: string) =>
  optionsIn(readDoc(text), { start: 0, end: text.length }).map((o) => [o.checked, o.label] as const);

describe('check boxes as PDF text prints them', () => {
  it.each([
    ['☒ and the Wingdings box', 'The Property \u2612is \uF071is not subject'],
    ['an X drawn over the box', 'The Property \uF071Xis \uF071is not subject'],
    ['brackets', 'The Property [X] is [ ] is not subject'],
    ['30-17 bare "q" boxes and þ ticks', 'The Property \u00FE is q is not subject'],
  ])('%s', (_, text) => {
    expect(read(text)).toEqual([
      [true, 'is'],
      [false, 'is not subject'],
    ]);
  });

  it('does not take the x of "Fax" or a q inside a word for a box', () => {
    expect(read('E-mail/Fax\uF071 Seller request quote')).toEqual([[false, 'Seller request quote']]);
  });

  it('lends a lone box the label printed just below or above it, by column', () => {
    const text = [
      '    \u2612\uF020',
      '     (1) Buyer accepts the Property As Is.',
      '    \uF071\uF020',
      '     (2) Buyer accepts with repairs',
    ].join('\n');
    expect(read(text)).toEqual([
      [true, '(1) Buyer accepts the Property As Is.'],
      [false, '(2) Buyer accepts with repairs'],
    ]);
  });
});
