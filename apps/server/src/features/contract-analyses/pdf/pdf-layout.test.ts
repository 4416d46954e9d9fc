import { describe, expect, it } from 'vitest';
import { isPdf, layoutPage, looksScanned } from './pdf-layout';

const run = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, fontSize: 10 });

describe('layoutPage', () => {
  it('orders rows top to bottom and runs left to right, whatever the content order', () => {
    const text = layoutPage([
      run('Seller:', 40, 600),
      run('B. Sales Price', 40, 700),
      run('A. Cash portion', 40, 720),
      run('Jane Doe', 120, 600),
    ]);
    expect(text.split('\n')).toEqual([
      'A. Cash portion',
      'B. Sales Price',
      expect.stringMatching(/^Seller: +Jane Doe$/),
    ]);
  });

  it('keeps runs on a slightly uneven baseline on one line', () => {
    expect(layoutPage([run('$', 100, 500), run('425,000.00', 112, 501.5, 50)])).toBe('$ 425,000.00');
  });

  it('does not add spaces inside a word split into runs', () => {
    expect(layoutPage([run('Effec', 10, 100, 25), run('tive', 35, 100, 20)])).toBe('Effective');
  });
});

describe('PDF checks', () => {
  it('recognises a PDF by its header, not its name', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('PK\u0003\u0004 a zip named contract.pdf'))).toBe(false);
  });

  it('calls a PDF with almost no text a scan', () => {
    expect(looksScanned('', 3)).toBe(true);
    expect(looksScanned('x '.repeat(30), 3)).toBe(true);
    expect(looksScanned('word '.repeat(200), 3)).toBe(false);
  });
});
