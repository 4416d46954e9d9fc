// The file is a single-byte code page, not UTF-8 (trec.md §1.1). Other importers read it as Latin-1 and one
// converts from CP850; the two disagree above 0x7F ("ñ" is 0xF1 in Windows-1252, 0xA4 in CP850), so the
// code page is an option and Windows-1252 (Latin-1 plus printable 0x80–0x9F) is the default.

export type TrecEncoding = 'windows-1252' | 'cp850';

/** Windows-1252 0x80–0x9F; the five unassigned bytes stay as their C1 control (Node reads the label as Latin-1). */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** CP850 0x80–0xFF (soft hyphen at 0xF0 and no-break space at 0xFF written as escapes). */
const CP850_80_FF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';

const HIGH_BYTES = /[\u0080-\u00ff]/g;
const C1_BYTES = /[\u0080-\u009f]/g;

/** Decodes one line's bytes. Latin-1 first (one char per byte, fast), then the code page's high half. */
export function decodeLine(bytes: Uint8Array, encoding: TrecEncoding): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (encoding === 'cp850') {
    return latin1.replace(HIGH_BYTES, (c) => CP850_80_FF[c.charCodeAt(0) - 0x80] ?? c);
  }
  return latin1.replace(C1_BYTES, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80] ?? c);
}
