// The detailed report, as sections the plain text and the PDF both draw from. Every figure in it is one the
// analysis computed or a table supplied; the words around them only say what each one is.
import type { AiSource, InvestmentAssumption } from '@bluebonnet/contracts';
import { formatCurrency, formatLongDate, formatPercent, type RentalAnalysis, texasToday } from '@bluebonnet/domain';

export type ReportTable = { columns: string[]; rows: string[][] };
export type ReportSection = {
  heading: string;
  paragraphs: string[];
  /** Label and figure pairs, e.g. the month's income and expenses. */
  items?: [string, string][];
  table?: ReportTable;
};
export type Report = { title: string; subtitle: string; sections: ReportSection[] };

export type ReportInput = {
  analysis: RentalAnalysis;
  input: { price: number; loanTerm: number; interestRate: number; maintenanceRate: number; vacancyRate: number };
  appreciationRate: number;
  place: string | null;
  strongRoiAt: number;
  assumptions: InvestmentAssumption[];
  sources: AiSource[];
  warnings: string[];
  now: Date;
};

const cents = (d: number) => formatCurrency(d, { cents: 'always' });
const dollars = (d: number) => formatCurrency(d);
const pct = (p: number | null, digits = 2) => (p === null ? 'none' : formatPercent(p, { points: true, digits }));

const MONEY_FIELDS = new Set(['propertyPrice', 'downPayment', 'monthlyRent', 'propertyTaxes', 'insurance']);

function assumptionValue(a: InvestmentAssumption): string {
  if (MONEY_FIELDS.has(a.field)) return formatCurrency(a.value, { cents: 'if-any' });
  if (a.field === 'loanTerm') return `${a.value} years`;
  return pct(a.value);
}

function paybackText(years: number | null): string {
  if (years === null) return 'never at this cash flow';
  return years === 0 ? 'nothing to repay (no cash invested)' : `${years.toFixed(2)} years`;
}

function summary(r: ReportInput): ReportSection {
  const f = r.analysis.figures;
  const label =
    f.roiLabel === null
      ? 'No ROI label: with nothing down there is no cash-on-cash return to judge.'
      : `${f.roiLabel}: a cash-on-cash return of ${pct(f.cashOnCashReturn)} (${pct(r.strongRoiAt, 0)} or more reads Strong ROI).`;
  return {
    heading: 'Summary',
    paragraphs: [
      label,
      `Monthly cash flow ${cents(f.monthlyCashFlow)} (${cents(f.annualCashFlow)} a year); cap rate ${pct(f.capRate)}; payback ${paybackText(f.paybackPeriod)}.`,
      ...r.warnings.map((w) => `Check: ${w}`),
    ],
  };
}

function monthly(r: ReportInput): ReportSection {
  const f = r.analysis.figures;
  return {
    heading: 'Monthly cash flow',
    paragraphs: [],
    items: [
      ['Rent', cents(f.monthlyRent)],
      [`Vacancy loss (${pct(r.input.vacancyRate, 0)} of rent)`, cents(-f.vacancyLoss)],
      ['Net rental income', cents(f.netRentalIncome)],
      ['Mortgage payment (principal and interest)', cents(f.mortgagePayment)],
      ['Property taxes', cents(f.monthlyTaxes)],
      ['Insurance', cents(f.monthlyInsurance)],
      [`Maintenance (${pct(r.input.maintenanceRate, 1)} of the price a year)`, cents(f.monthlyMaintenance)],
      ['Total expenses', cents(f.totalExpenses)],
      ['Monthly cash flow', cents(f.monthlyCashFlow)],
    ],
  };
}

function returns(r: ReportInput): ReportSection {
  const f = r.analysis.figures;
  return {
    heading: 'Returns',
    paragraphs: [
      `Cash-on-cash return = annual cash flow ${cents(f.annualCashFlow)} ÷ cash invested ${cents(f.cashInvested)} (the down payment; closing costs and repairs are not included).`,
      `Cap rate = net operating income ${cents(f.annualNetOperatingIncome)} a year (net rent less taxes, insurance and maintenance, before the mortgage) ÷ price ${cents(r.input.price)}.`,
    ],
    items: [
      ['Cash-on-cash return', pct(f.cashOnCashReturn)],
      ['Cap rate', pct(f.capRate)],
      ['Payback period', paybackText(f.paybackPeriod)],
      ['ROI', f.roiLabel ?? 'none'],
    ],
  };
}

function financing(r: ReportInput): ReportSection {
  const f = r.analysis.figures;
  return {
    heading: 'Financing',
    paragraphs: [],
    items: [
      ['Price', cents(r.input.price)],
      ['Down payment (cash invested)', cents(f.cashInvested)],
      ['Loan amount', cents(f.loanAmount)],
      ['Interest rate', pct(r.input.interestRate)],
      ['Loan term', `${r.input.loanTerm} years`],
      ['Monthly payment (principal and interest)', cents(f.mortgagePayment)],
    ],
  };
}

function projection(r: ReportInput): ReportSection {
  return {
    heading: 'Five-year projection',
    paragraphs: [
      `Value grows ${pct(r.appreciationRate)} a year; rent, taxes, insurance and the payment stay as today; maintenance follows the value. Total return = equity gained since purchase + cumulative cash flow.`,
    ],
    table: {
      columns: ['Year', 'Value', 'Loan balance', 'Equity', 'Cash flow', 'Cumulative', 'Total return'],
      rows: r.analysis.projection.map((y) => [
        String(y.year),
        dollars(y.propertyValue),
        dollars(y.loanBalance),
        dollars(y.equity),
        dollars(y.annualCashFlow),
        dollars(y.cumulativeCashFlow),
        dollars(y.totalReturn),
      ]),
    },
  };
}

function sensitivity(r: ReportInput): ReportSection {
  return {
    heading: 'Sensitivity',
    paragraphs: ['Each row changes one input and works every figure out again.'],
    table: {
      columns: ['Scenario', 'Monthly cash flow', 'Cash-on-cash', 'Cap rate'],
      rows: r.analysis.sensitivity.map((s) => [
        s.scenario,
        cents(s.monthlyCashFlow),
        pct(s.cashOnCashReturn),
        pct(s.capRate),
      ]),
    },
  };
}

function assumptionsAndSources(r: ReportInput): ReportSection {
  const sources = r.sources.map((s) => `${s.name}${s.asOf ? `, as of ${s.asOf}` : ''}`);
  return {
    heading: 'Assumptions and sources',
    paragraphs: [
      ...r.assumptions.map((a) => {
        const value = `${a.label}: ${assumptionValue(a)}`;
        if (a.origin === 'you') return `${value}, entered by you. ${a.note.replace(/^Entered by you\.\s*/, '')}`.trim();
        if (a.origin === 'none') return `${value}, no data. ${a.note}`;
        return `${value}. From ${a.source ?? 'a table'}${a.asOf ? `, ${a.asOf}` : ''}. ${a.note}`;
      }),
      sources.length ? `Sources: ${sources.join('; ')}.` : 'Sources: none; every figure was entered by you.',
    ],
  };
}

export function investmentReport(r: ReportInput): Report {
  const f = r.analysis.figures;
  const where = r.place ? ` in ${r.place}` : '';
  return {
    title: 'Rental investment analysis',
    subtitle: `${dollars(r.input.price)} home${where}, rent ${cents(f.monthlyRent)} a month. Prepared ${formatLongDate(texasToday(r.now))}.`,
    sections: [summary, monthly, returns, financing, projection, sensitivity, assumptionsAndSources].map((s) => s(r)),
  };
}

/** Columns padded to their widest cell; figures (every column but the first) aligned right. */
function tableText(t: ReportTable): string[] {
  const widths = t.columns.map((c, i) => Math.max(c.length, ...t.rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(t.columns), ...t.rows.map(line)].map((l) => l.trimEnd());
}

/** The plain-text report: sections separated by blank lines, for copy and print. */
export function reportText(report: Report): string {
  const blocks = [
    `${report.title}\n${report.subtitle}`,
    ...report.sections.map((s) => {
      const width = Math.max(0, ...(s.items ?? []).map(([label]) => label.length));
      const lines = [
        s.heading,
        ...(s.items ?? []).map(([label, value]) => `${label.padEnd(width)}  ${value}`),
        ...s.paragraphs,
        ...(s.table ? tableText(s.table) : []),
      ];
      return lines.join('\n');
    }),
  ];
  return blocks.join('\n\n');
}
