import { describe, expect, it } from 'vitest';
import { daysLabel } from './format';

describe('daysLabel', () => {
  it.each([
    [0, 'Today'],
    [1, 'Tomorrow'],
    [3, '3 days'],
    [-1, '1 day overdue'],
    [-4, '4 days overdue'],
  ])('%i days until → %s', (days, label) => expect(daysLabel(days)).toBe(label));
});
