import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from './sms-segments';

describe('SMS segments', () => {
  it('fits 160 GSM-7 characters in one message and splits the 161st into two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', characters: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', characters: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extended GSM character such as € as two', () => {
    expect(smsSegments('€')).toEqual({ encoding: 'GSM-7', characters: 2, segments: 1 });
    expect(smsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ characters: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ characters: 161, segments: 2 });
    expect(smsSegments('[NAME] {x} ~ ^ | \\').characters).toBe(26); // 18 characters, 8 of them extended
  });

  it('never splits an escape sequence across parts', () => {
    // 152 plain + € would straddle the 153-septet boundary: the € moves to the second part.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ characters: 306, segments: 3 });
  });

  it('switches to UCS-2 for an emoji or a character outside GSM-7 (70 / 67 per part)', () => {
    expect(isGsm7('Hola José, ¿qué tal? Ñandú')).toBe(false); // á and ú are not in GSM-7
    expect(isGsm7('Hola José, ¿qué tal?')).toBe(true);
    expect(smsSegments('Congrats! 🎉')).toEqual({ encoding: 'UCS-2', characters: 12, segments: 1 });
    expect(smsSegments('ü'.repeat(70))).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSegments('ā'.repeat(70))).toEqual({ encoding: 'UCS-2', characters: 70, segments: 1 });
    expect(smsSegments('ā'.repeat(71))).toEqual({ encoding: 'UCS-2', characters: 71, segments: 2 });
    expect(smsSegments('ā'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ā'.repeat(135)).segments).toBe(3);
  });

  it('keeps an emoji (a surrogate pair) whole when splitting', () => {
    expect(smsSegments(`${'ā'.repeat(66)}🎉${'ā'.repeat(66)}`)).toMatchObject({ characters: 134, segments: 3 });
  });

  it('counts an empty text as no message', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', characters: 0, segments: 0 });
  });
});
