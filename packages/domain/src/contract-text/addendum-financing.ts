// Third Party Financing Addendum (TREC 40-9 / 40-11): loan type, amount, Buyer Approval days.
import { chosen, daysInOption, options, type TrecContext } from './trec-context';
import { moneyAt, viewOf } from './match';
import type { MarkedOption } from './checkboxes';
import type { Doc, Region } from './text-lines';
import type { FinancingClause, FinancingKind } from './types';

const TPFA = 'Third Party Financing Addendum';

const TYPES: readonly { label: RegExp; value: FinancingKind; letter: string }[] = [
  { label: /^A\.\s*CONVENTIONAL/i, value: 'conventional', letter: 'A' },
  { label: /^B\.\s*TEXAS\s+VETERANS/i, value: 'texas-veterans-land-board', letter: 'B' },
  { label: /^C\.\s*FHA/i, value: 'fha', letter: 'C' },
  { label: /^D\.\s*VA\b/i, value: 'va', letter: 'D' },
  { label: /^E\.\s*USDA/i, value: 'usda', letter: 'E' },
  { label: /^F\.\s*REVERSE/i, value: 'reverse-mortgage', letter: 'F' },
  { label: /^G\.\s*OTHER/i, value: 'other', letter: 'G' },
];

// The addendum's own option labels: a box a line away from its label is tied only to one of these,
// never to a continuation line such as "Approval, Buyer may terminate this contract within …".
const LABELS = [
  ...TYPES.map((t) => t.label),
  /^\(\d\)\s*A\s+(?:first|second)/i,
  /^This\s+contract\s+is\s+(?:not\s+)?subject/i,
  /^does\b/i,
  /^(?:will|will\s+not)\b/i,
];
const isLabel = (label: string) => LABELS.some((re) => re.test(label));

const AMOUNT = /\$\s*([\d,]+(?:\.\d{1,2})?)/;

function loanAmount(doc: Doc, type: FinancingKind, list: MarkedOption[], typeOption: MarkedOption | undefined) {
  // Conventional financing puts the amount in its (1) first-lien box; every other type in its own text.
  const source =
    type === 'conventional' ? list.find((o) => o.checked && /^\(1\)\s*A\s+first/i.test(o.label)) : typeOption;
  if (!source) return null;
  const letter = TYPES.find((t) => t.value === type)?.letter ?? '';
  const paragraph = `${TPFA} ¶1${letter}${type === 'conventional' ? '(1)' : ''}`;
  return moneyAt(viewOf(doc, { start: source.labelStart, end: source.spanEnd }), AMOUNT, paragraph);
}

export function readFinancingAddendum(ctx: TrecContext, region: Region): FinancingClause {
  const { doc } = ctx;
  const list = options(viewOf(doc, region), isLabel);
  const type = chosen(
    doc,
    list,
    TYPES.map((t) => ({ label: t.label, value: t.value, paragraph: `${TPFA} ¶1${t.letter}` })),
  );
  const typeOption = list.find((o) => o.checked && TYPES.some((t) => t.value === type?.value && t.label.test(o.label)));
  const approval = chosen(doc, list, [
    { label: /^This\s+contract\s+is\s+subject\s+to\s+Buyer/i, value: true, paragraph: `${TPFA} ¶2A` },
    { label: /^This\s+contract\s+is\s+not\s+subject/i, value: false, paragraph: `${TPFA} ¶2A` },
  ]);
  const subjectOption = list.find((o) => o.checked && /^This\s+contract\s+is\s+subject/i.test(o.label));
  const other = list.findIndex((o) => /^G\.\s*OTHER/i.test(o.label));
  const waiver =
    other >= 0 && list[other]?.checked
      ? chosen(doc, list.slice(other + 1), [
          { label: /^does\s+not\b/i, value: false, paragraph: `${TPFA} ¶1G` },
          { label: /^does\b/i, value: true, paragraph: `${TPFA} ¶1G` },
        ])
      : null;
  return {
    type,
    loanAmountCents: type ? loanAmount(doc, type.value, list, typeOption) : null,
    subjectToBuyerApproval: approval,
    buyerApprovalDays: daysInOption(
      doc,
      subjectOption,
      /within([\s\S]{0,80}?)days\s+after\s+the\s+effective\s+date/i,
      `${TPFA} ¶2A`,
    ),
    propertyApprovalWaived: waiver,
  };
}
