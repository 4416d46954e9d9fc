// keyDates: name → YYYY-MM-DD for the Effective Date, closing, every scheduled deadline, and the
// lease or listing dates. Names are the deadline titles; a repeated title gets its key appended.
import type { ContractReading } from './read-contract';
import type { ExtraDate } from './lease-listing-dates';

export function keyDates(reading: ContractReading, extra: readonly ExtraDate[]): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, date: string, key?: string) => {
    out[name in out && out[name] !== date ? `${name} (${key ?? date})` : name] = date;
  };
  const { terms } = reading;
  if (terms.effectiveDate) put('Effective Date', terms.effectiveDate.value);
  if (terms.closingDate) put(reading.trec ? 'Closing Date (¶9A)' : 'Closing Date', terms.closingDate.value);
  for (const d of reading.deadlines) {
    if (d.dueDate === null) continue;
    // The engine's closing equals ¶9A unless cured title objections push it later; show it only then.
    if (d.key === 'closing' && d.dueDate === terms.closingDate?.value) continue;
    put(d.title, d.dueDate, d.key);
  }
  for (const e of extra) put(e.name, e.date);
  return out;
}
