// How carriers split a text: GSM-7 when every character is in the GSM 03.38 alphabet (160 per single
// message, 153 per part once split), otherwise UCS-2 (70 / 67, counted in UTF-16 units). Extended GSM
// characters (€ [ ] { } ~ ^ | \ and form feed) take an escape plus the character: two septets.
import type { SmsSegments } from '@bluebonnet/contracts';

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENDED.has(ch)) return false;
  return true;
}

/** Units each character takes: septets for GSM-7, UTF-16 code units for UCS-2 (an emoji is two). */
function unitsOf(text: string, encoding: SmsSegments['encoding']): number[] {
  return [...text].map((ch) => (encoding === 'GSM-7' ? (GSM_EXTENDED.has(ch) ? 2 : 1) : ch.length));
}

/**
 * The encoding, the units the limits count, and the number of parts. A part never splits an escape
 * sequence or a surrogate pair, as handsets and Twilio do, so a split can need one part more than
 * units / 153 suggests.
 */
export function smsSegments(text: string): SmsSegments {
  const encoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const units = unitsOf(text, encoding);
  const characters = units.reduce((sum, u) => sum + u, 0);
  const { single, part } = SMS_LIMITS[encoding];
  if (characters <= single) return { encoding, characters, segments: characters === 0 ? 0 : 1 };
  let segments = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > part) {
      segments++;
      used = 0;
    }
    used += u;
  }
  return { encoding, characters, segments };
}
