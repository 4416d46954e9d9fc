import { describe, expect, it } from 'vitest';
import { cronEvery } from './pg-boss-jobs';

describe('cronEvery', () => {
  it('keeps minute, hour and day intervals instead of capping them at 59 minutes', () => {
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(60)).toBe('0 */1 * * *');
    expect(cronEvery(360)).toBe('0 */6 * * *');
    expect(cronEvery(24 * 60)).toBe('0 3 */1 * *');
  });
});
