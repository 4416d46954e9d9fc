import type { SmsSegments } from '@bluebonnet/contracts';

// GSM 03.38 default alphabet (one septet each) and its extension table (escape + char: two septets).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('\f^{}\\[~]|€');

/** Units per message: one part, or each part of a longer one (the rest of a part holds its header). */
const LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

/**
 * How a text splits into SMS segments, as carriers count it: GSM-7 when every character is in the
 * GSM alphabet (extension characters such as € take two septets), otherwise UCS-2 (UTF-16 code units,
 * so most emoji take two). A character is never split across two parts.
 */
export function countSmsSegments(text: string): SmsSegments {
  const chars = Array.from(text);
  const gsm = chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c));
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  const sizes = chars.map((c) => (gsm ? (GSM_EXTENDED.has(c) ? 2 : 1) : c.length));
  const characters = sizes.reduce((sum, size) => sum + size, 0);
  const { single, part } = LIMITS[encoding];
  if (characters === 0) return { encoding, characters, segments: 0 };
  if (characters <= single) return { encoding, characters, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, characters, segments };
}

/** '142 characters · 1 segment (160 per text, 153 per part when split)', for under the editor. */
export function describeSmsCount(text: string): string {
  const { encoding, characters, segments } = countSmsSegments(text);
  const count = `${characters} ${characters === 1 ? 'character' : 'characters'} · ${segments} ${
    segments === 1 ? 'segment' : 'segments'
  }`;
  // Why the count can jump: one emoji or letter outside GSM-7 shrinks every segment.
  return encoding === 'UCS-2'
    ? `${count} (emoji or special characters: 70 per text, 67 per part when split)`
    : `${count} (160 per text, 153 per part when split)`;
}
