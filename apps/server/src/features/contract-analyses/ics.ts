import { zonedDateTimeToInstant } from '@bluebonnet/domain';
import type { LeadFollowUp } from '../leads/index';

type FeedRow = {
  deadline: {
    id: number;
    contractId: number;
    title: string;
    dueDate: string;
    dueTime: string | null;
    timeZone: string;
    paragraph: string;
    rule: string;
    note: string | null;
  };
  propertyAddress: string | null;
  contractType: string;
  /** The realtor's own number for the contract. */
  contractNumber: number;
};

/**
 * RFC 5545 calendar of every deadline — timed ones (5:00 p.m. option period) in UTC, others all-day —
 * and of every open lead's follow-up date, all-day, with how to reach the client.
 */
export function toIcsCalendar(rows: FeedRow[], now: Date, followUps: readonly LeadFollowUp[] = []): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bluebonnet//Contract Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Bluebonnet contract deadlines',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const { deadline: d, propertyAddress, contractNumber } of rows) {
    const where = propertyAddress ?? `Contract #${contractNumber}`;
    const description = [`Paragraph ${d.paragraph}.`, d.rule, d.note].filter(Boolean).join('\n');
    lines.push('BEGIN:VEVENT', `UID:deadline-${d.id}@bluebonnet`, `DTSTAMP:${stamp}`);
    if (d.dueTime) {
      const due = zonedDateTimeToInstant(d.dueDate, d.dueTime, d.timeZone);
      lines.push(`DTSTART:${utcStamp(due)}`, `DTEND:${utcStamp(due)}`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${d.dueDate.replaceAll('-', '')}`);
    }
    lines.push(
      `SUMMARY:${escapeText(`${d.title} — ${where}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `LOCATION:${escapeText(where)}`,
      'END:VEVENT',
    );
  }
  for (const f of followUps) {
    const reach = [f.phone ? `Phone: ${f.phone}` : null, `Email: ${f.email}`].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:lead-follow-up-${f.leadId}@bluebonnet`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${f.date.replaceAll('-', '')}`,
      `SUMMARY:${escapeText(`Follow up: ${f.name}`)}`,
      `DESCRIPTION:${escapeText(reach)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (start === 0 ? 75 : 74));
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--; // never split a UTF-8 character
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}
