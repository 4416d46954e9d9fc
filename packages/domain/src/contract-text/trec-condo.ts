// Condominium contract (TREC 30) ¶2B Documents, ¶2C Resale Certificate, ¶2D right of refusal.
import { daysAt } from './match';
import { numberedLabel } from './checkboxes';
import { chosen, daysInOption, letterView, options, type TrecContext } from './trec-context';
import type { CondoClause } from './types';

const DAYS_AFTER_EFFECTIVE = /within([\s\S]{0,80}?)days\s+after\s+the\s+Effective\s+Date/i;

export function trecCondo(ctx: TrecContext): CondoClause {
  const empty = {
    documents: null,
    documentsDays: null,
    resaleCertificate: null,
    resaleCertificateDays: null,
    rightOfRefusalDays: null,
  };
  if (ctx.family !== 'condo') return empty;
  const docs = options(letterView(ctx, 2, 'B'), numberedLabel);
  const cert = options(letterView(ctx, 2, 'C'), numberedLabel);
  const documents = chosen(ctx.doc, docs, [
    { label: /^\(1\)/, value: 'received' as const, paragraph: '2B(1)' },
    { label: /^\(2\)/, value: 'not-received' as const, paragraph: '2B(2)' },
  ]);
  const resaleCertificate = chosen(ctx.doc, cert, [
    { label: /^\(1\)/, value: 'received' as const, paragraph: '2C(1)' },
    { label: /^\(2\)/, value: 'not-received' as const, paragraph: '2C(2)' },
    { label: /^\(3\)/, value: 'affidavit-waived' as const, paragraph: '2C(3)' },
  ]);
  const second = (list: typeof docs) => list.find((o) => o.checked && /^\(2\)/.test(o.label));
  return {
    documents,
    documentsDays: daysInOption(ctx.doc, second(docs), DAYS_AFTER_EFFECTIVE, '2B(2)'),
    resaleCertificate,
    resaleCertificateDays: daysInOption(ctx.doc, second(cert), DAYS_AFTER_EFFECTIVE, '2C(2)'),
    rightOfRefusalDays: daysAt(
      letterView(ctx, 2, 'D'),
      /certification\s+within([\s\S]{0,80}?)days\s+after\s+the\s+Effective\s+Date/i,
      '2D',
    ),
  };
}
