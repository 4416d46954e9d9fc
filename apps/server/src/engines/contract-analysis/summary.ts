// aiAnalysis: a readable paragraph built only from computed facts. Each sentence appears only when
// its fact exists, so the wording follows what was found.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { daysUntil, EFFECTIVE_DATE_EVENT, formatCurrency, formatLongDate, plural, riskBand } from '@bluebonnet/domain';
import { FROM_CENTS, nth } from './format';
import type { ContractReading } from './read-contract';
import type { RiskAssessment } from './assess-risk';

type Parts = {
  reading: ContractReading;
  risk: RiskAssessment;
  compliance: ContractAnalysis['complianceCheck'];
  market: ContractAnalysis['marketComparison'];
  today: string;
};

function what(r: ContractReading): string {
  const where = r.terms.property.address?.value;
  const form = r.form.version && r.form.publisher === 'TREC' ? `TREC ${r.form.version} ${r.form.name}` : r.form.name;
  if (r.form.family === 'unrecognised')
    return `The text could not be matched to a contract form Bluebonnet knows${where ? `; it mentions ${where}` : ''}.`;
  return `${form}${where ? ` for ${where}` : ''}.`;
}

const LOAN_LABELS: Readonly<Record<string, string>> = {
  conventional: 'conventional ',
  fha: 'FHA ',
  va: 'VA ',
  usda: 'USDA ',
  'texas-veterans-land-board': 'Texas Veterans Land Board ',
  'reverse-mortgage': 'reverse-mortgage ',
  'seller-financing': 'seller ',
  'loan-assumption': 'assumed ',
};

function deal(r: ContractReading): string | null {
  const { price, earnestMoney, option, financing, lease, listing } = r.terms;
  if (r.kind === 'lease' && lease?.monthlyRentCents) {
    const term =
      lease.commencementDate && lease.expirationDate
        ? ` from ${formatLongDate(lease.commencementDate.value)} to ${formatLongDate(lease.expirationDate.value)}`
        : '';
    const due = lease.rentDueDay ? `, due on the ${nth(lease.rentDueDay.value)},` : '';
    return `Rent is ${formatCurrency(lease.monthlyRentCents.value, FROM_CENTS)} a month${due}${term}${lease.securityDepositCents ? `, with a ${formatCurrency(lease.securityDepositCents.value, FROM_CENTS)} security deposit` : ''}.`;
  }
  if (r.kind === 'listing' && listing?.listingPriceCents) {
    const fee = listing.commissionPercent ? ` at a ${listing.commissionPercent.value} % fee` : '';
    const until = listing.endDate ? ` until ${formatLongDate(listing.endDate.value)}` : '';
    return `Listed at ${formatCurrency(listing.listingPriceCents.value, FROM_CENTS)}${fee}${until}.`;
  }
  if (!price.salesPriceCents) return null;
  const loan = price.financingCents?.value ?? financing.loanAmountCents?.value ?? 0;
  const kind = financing.type ? (LOAN_LABELS[financing.type.value] ?? '') : '';
  const head =
    loan > 0
      ? `${formatCurrency(price.salesPriceCents.value, FROM_CENTS)} with ${formatCurrency(loan, FROM_CENTS)} of ${kind}financing`
      : `An all-cash ${formatCurrency(price.salesPriceCents.value, FROM_CENTS)} purchase`;
  const em = earnestMoney.amountCents
    ? `; earnest money ${formatCurrency(earnestMoney.amountCents.value, FROM_CENTS)}`
    : '';
  const opt =
    option.feeCents && option.feeCents.value > 0
      ? `, Option Fee ${formatCurrency(option.feeCents.value, FROM_CENTS)}${option.days ? ` for ${plural(option.days.value, 'day')}` : ''}`
      : ', no option period';
  const closing = r.terms.closingDate ? `, closing ${formatLongDate(r.terms.closingDate.value)}` : '';
  return `${head}${em}${opt}${closing}.`;
}

function risk({ risk }: Parts): string {
  const band = riskBand(risk.score);
  const scored = risk.hits.filter((h) => h.points > 0).slice(0, 3);
  if (scored.length === 0) return `Risk ${risk.score}/100 (${band}): nothing in the text raised a risk factor.`;
  return `Risk ${risk.score}/100 (${band}), mainly: ${scored.map((h) => `${h.name} (${h.points})`).join('; ')}.`;
}

function compliance({ compliance, reading }: Parts): string {
  const n = compliance.issues.length;
  if (n === 0) return `No Texas compliance issue was found (score ${compliance.score}/100).`;
  // A lease or listing has no closing; its problems must be fixed before it is signed.
  const before = reading.kind === 'purchase' ? 'closing' : 'it is signed';
  return `Texas compliance ${compliance.score}/100 with ${plural(n, 'issue')} to fix${compliance.texasCompliant ? '' : `, including at least one that must be fixed before ${before}`}.`;
}

function nextDeadline({ reading, today }: Parts): string | null {
  if (!reading.trec)
    return reading.kind === 'purchase'
      ? 'TREC deadline rules do not apply to this agreement; take every date from its own text.'
      : null;
  const dated = reading.deadlines.filter((d) => d.dueDate !== null);
  const onEffective = reading.deadlines.filter((d) => d.waitingFor === EFFECTIVE_DATE_EVENT).length;
  const onReceipt = reading.deadlines.length - dated.length - onEffective;
  const wait = [
    onEffective > 0
      ? ` ${plural(onEffective, 'deadline counts', 'deadlines count')} from the Effective Date, which is blank.`
      : '',
    onReceipt > 0 ? ` ${plural(onReceipt, 'more deadline waits', 'more deadlines wait')} for a receipt date.` : '',
  ].join('');
  if (dated.length === 0) {
    return reading.deadlines.length === 0
      ? 'No deadline could be computed; see the missing terms.'
      : `No deadline has a date yet.${wait}`;
  }
  const next = dated.find((d) => (d.dueDate as string) >= today);
  if (!next?.dueDate)
    return `All ${plural(dated.length, 'computed deadline')} fall before ${formatLongDate(today)}.${wait}`;
  const inDays = daysUntil(today, next.dueDate);
  const when = inDays === 0 ? 'today' : inDays === 1 ? 'tomorrow' : `in ${inDays} days`;
  return `Next deadline: ${next.title}, ${formatLongDate(next.dueDate)} (${when}).${wait}`;
}

function market({ market }: Parts): string {
  return market.dataConfidence === 'none' ? 'No bundled market data covers this area.' : market.marketPosition;
}

export function summary(parts: Parts): string {
  const mismatch = parts.risk.hits.find((h) => h.id === 'contract-type-mismatch');
  const sentences = [
    mismatch ? mismatch.detail : null,
    what(parts.reading),
    deal(parts.reading),
    risk(parts),
    compliance(parts),
    nextDeadline(parts),
    market(parts),
    ...parts.reading.mapping.assumptions,
  ];
  return sentences.filter((s): s is string => !!s).join(' ');
}
