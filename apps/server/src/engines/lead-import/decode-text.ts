import { LeadImportError } from './lead-import-error';

/** Windows-1252 bytes 0x80–0x9F (Node 20's TextDecoder treats the label as Latin-1 and gets these wrong). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeCp1252(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

/**
 * The file's text. CRMs write UTF-8 (often with a BOM); Excel on Windows saves "CSV" as Windows-1252 and
 * "Unicode text" as UTF-16 with a BOM, so all three are read. Any BOM is dropped here.
 */
export function decodeCsvText(input: Buffer | string): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else if (input[0] === 0xff && input[1] === 0xfe) text = new TextDecoder('utf-16le').decode(input);
  else if (input[0] === 0xfe && input[1] === 0xff) text = new TextDecoder('utf-16be').decode(input);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      text = decodeCp1252(input);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // A NUL never occurs in a text file: this is a spreadsheet (.xlsx is a zip) or another binary file.
  if (text.includes('\u0000')) {
    throw new LeadImportError(
      'not_text',
      'This is not a CSV file. If it is an Excel workbook, open it and save it as "CSV UTF-8", then upload that.',
    );
  }
  return text;
}
