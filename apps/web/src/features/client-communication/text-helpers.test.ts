import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, longDateOf, toDateTimeLocal } from './dates';
import { bracketed, findPlaceholders, splitPlaceholders } from './placeholders';

describe('placeholders', () => {
  it('finds upper-case bracketed tokens once each, not ordinary brackets', () => {
    const text = 'Hi [CLIENT NAME], closing is [CLOSING_DATE]. See [link] or [1]. Again [CLIENT NAME].';
    expect(findPlaceholders(text)).toEqual(['[CLIENT NAME]', '[CLOSING_DATE]']);
    expect(findPlaceholders('All filled in.')).toEqual([]);
  });

  it('splits a text around its placeholders for highlighting', () => {
    expect(splitPlaceholders('Hi [NAME], bye')).toEqual([
      { text: 'Hi ', placeholder: false },
      { text: '[NAME]', placeholder: true },
      { text: ', bye', placeholder: false },
    ]);
    expect(bracketed('NAME')).toBe('[NAME]');
    expect(bracketed('[NAME]')).toBe('[NAME]');
  });
});

describe('dates', () => {
  it('writes a send time as the long date where the agent is', () => {
    expect(longDateOf('2026-03-06T03:00:00Z', 'America/Chicago')).toBe('March 5, 2026');
    expect(longDateOf('2026-03-06T03:00:00Z', 'UTC')).toBe('March 6, 2026');
    expect(longDateOf('soon')).toBeNull();
  });

  it('round-trips a datetime-local value through ISO', () => {
    const iso = fromDateTimeLocal('2026-12-01T09:30');
    expect(iso).toBeDefined();
    expect(toDateTimeLocal(iso ?? '')).toBe('2026-12-01T09:30');
    expect(fromDateTimeLocal('')).toBeUndefined();
    expect(toDateTimeLocal('never')).toBe('');
  });
});
