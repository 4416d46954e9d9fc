import { describe, expect, it } from 'vitest';
import { countSmsSegments, describeSmsCount } from './sms-segments';

describe('countSmsSegments', () => {
  it('fits 160 GSM characters in one segment and splits 161 into two', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', characters: 160, segments: 1 });
    expect(countSmsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', characters: 161, segments: 2 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('switches to UCS-2 for an emoji: 70 per message, 67 per part, the emoji counting 2', () => {
    expect(countSmsSegments(`${'a'.repeat(68)}🏡`)).toEqual({ encoding: 'UCS-2', characters: 70, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(69)}🏡`)).toEqual({ encoding: 'UCS-2', characters: 71, segments: 2 });
    expect(countSmsSegments('é'.repeat(5) + 'ł')).toMatchObject({ encoding: 'UCS-2', characters: 6 });
    expect(countSmsSegments('ł'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('ł'.repeat(135)).segments).toBe(3);
  });

  it('counts € and the other extension characters as two septets', () => {
    expect(countSmsSegments('€')).toEqual({ encoding: 'GSM-7', characters: 2, segments: 1 });
    expect(countSmsSegments('[NAME]')).toMatchObject({ encoding: 'GSM-7', characters: 8 });
    expect(countSmsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ characters: 160, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ characters: 161, segments: 2 });
  });

  it('keeps an extension character whole at a part boundary', () => {
    // 152 septets, then € (2) would straddle 153: it starts the second part.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ characters: 306, segments: 3 });
  });

  it('reads GSM letters with accents as GSM and an empty text as no segments', () => {
    expect(countSmsSegments('Ça coûte?').encoding).toBe('UCS-2'); // û is not in the GSM alphabet
    expect(countSmsSegments('Müller, año, £5 @ 9:00').encoding).toBe('GSM-7');
    expect(countSmsSegments('')).toEqual({ encoding: 'GSM-7', characters: 0, segments: 0 });
  });

  it('describes the count for the editor', () => {
    expect(describeSmsCount('a'.repeat(161))).toBe(
      '161 characters · 2 segments (160 per text, 153 per part when split)',
    );
    expect(describeSmsCount('🏡')).toBe(
      '2 characters · 1 segment (emoji or special characters: 70 per text, 67 per part when split)',
    );
  });
});
