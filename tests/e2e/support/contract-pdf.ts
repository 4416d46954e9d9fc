import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePdf, paginate } from '../../../apps/server/src/test/make-pdf';
import { resaleFinanced2026 } from '../../../packages/domain/src/contract-text/fixtures/index';
import { MONTH_NAMES as MONTHS } from '../../../packages/domain/src/format/months';

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Today in Texas, as a UTC-midnight Date (only its calendar fields are used). */
function texasToday(): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, d ?? 1));
}

const mmddyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCFullYear()).slice(2)}`;

/**
 * The filled 20-18 resale fixture, signed today and closing in 45 days, as an 11-page PDF file —
 * so its deadlines fall inside the deadlines card's 30-day window whenever the journey runs.
 */
export function writeResaleContractPdf(): { file: string; effective: Date } {
  const effective = texasToday();
  const closing = new Date(effective.getTime() + 45 * 86_400_000);
  const stamp = `dotloop verified ${mmddyy(effective)} 10:47 AM CDT`;
  const text = resaleFinanced2026({
    execDay: ordinal(effective.getUTCDate()),
    execMonth: MONTHS[effective.getUTCMonth()] ?? 'January',
    execYear: String(effective.getUTCFullYear()).slice(2),
    closingMonthDay: `${MONTHS[closing.getUTCMonth()]} ${closing.getUTCDate()}`,
    closingYear: String(closing.getUTCFullYear()).slice(2),
    buyerSignature1: stamp,
    sellerSignature1: stamp,
    buyerSignature2: stamp,
    sellerSignature2: stamp,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-e2e-pdf-'));
  const file = path.join(dir, 'hollow-creek-contract.pdf');
  writeFileSync(file, makePdf(paginate(text)));
  return { file, effective };
}
