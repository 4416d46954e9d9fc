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

  it('gives boxes printed below their labels to the labels above, not to the next label', () => {
    // The nearest label of the first box is (2) below it; the cheapest assignment of both boxes is not.
    const text = [
      '     (1) Buyer has received the Notice.',
      '     \u2612',
      '     (2) Buyer has not received the Notice.',
      '     \u2610',
      '         contract, Seller shall deliver the Notice.',
    ].join('\n');
    expect(read(text)).toEqual([
      [true, '(1) Buyer has received the Notice.'],
      [false, '(2) Buyer has not received the Notice.'],
    ]);
  });

  it('never lends a lone box to a continuation line or a day count pushed below its blank', () => {
    const text = [
      '   (2) Within',
      '          10   days after the Effective Date',
      '   \u2612',
      '      contract, Seller',
    ].join('\n');
    expect(read(text)).toEqual([[true, '(2) Within']]);
  });
});
