// Which TREC form version was current on a date (trec.md §2.1). A new version may be used once it is
// published and must be used from its mandatory date. Dates trec.md does not give stay null, and the
// answer is then 'unknown' rather than a guess.
import { isCivilDate, type CivilDate } from '../deadlines/civil-date';

type Version = {
  version: string;
  /** Date printed on the form (or adoption date); null when trec.md does not give it. */
  published: CivilDate | null;
  /** From this date the previous version may no longer be used; null when not known. */
  mandatory: CivilDate | null;
};

const v = (version: string, published: CivilDate | null, mandatory: CivilDate | null): Version => ({
  version,
  published,
  mandatory,
});

/** Each series oldest first. Sources and certainty: trec.md §2.1 (mostly [S]; printed dates [V]). */
const SERIES: readonly (readonly Version[])[] = [
  [
    v('20-15', '2020-11-13', '2021-04-01'),
    v('20-16', '2021-11-08', null),
    v('20-17', '2022-11-07', '2023-02-01'),
    v('20-18', '2024-11-04', '2025-01-03'),
    v('20-19', '2026-05-04', '2026-07-01'),
  ],
  [v('30-16', null, null), v('30-17', '2024-11-04', null), v('30-18', '2026-05-04', '2026-07-01')],
  [v('23-19', null, null), v('23-20', '2026-05-04', '2026-07-01')],
  [v('24-19', null, null), v('24-20', '2026-05-04', '2026-07-01')],
  [v('25-16', null, null), v('25-17', '2026-05-04', '2026-07-01')],
  [v('9-17', null, null), v('9-18', '2026-05-04', '2026-07-01')],
  [v('40-9', '2019-11-19', null), v('40-10', null, null), v('40-11', '2024-11-04', '2025-01-03')],
  [v('39-9', null, null), v('39-10', '2024-11-04', null), v('39-11', '2026-05-04', '2026-07-01')],
  [v('36-9', '2020-11-10', null), v('36-10', null, null), v('36-11', '2026-05-04', '2026-07-01')],
  [v('OP-L', '2011-12-05', null), v('56-0', '2026-05-28', null)],
  [v('OP-H', '2019-09-01', null), v('55-0', '2023-09-01', '2023-09-01'), v('55-1', '2026-05-04', null)],
  [v('49-1', '2018-11-15', '2019-03-01')],
  [v('38-8', '2025-02-10', '2025-04-01')],
  [v('11-9', null, '2026-07-01')],
  [v('61-0', null, '2026-07-01')],
  [v('15-7', '2025-11-03', '2026-01-05')],
  [v('16-7', '2025-11-03', '2026-01-05')],
];

export type FormCurrencyStatus = 'current' | 'outdated' | 'not-yet-published' | 'unknown';

export type FormCurrency = {
  version: string;
  effectiveDate: CivilDate;
  status: FormCurrencyStatus;
  /** True or false when the reference dates decide it; null when they do not. */
  current: boolean | null;
  /** The version a contract with this Effective Date had to use, when known. */
  requiredVersion: string | null;
  reason: string;
};

function normalise(version: string): string {
  return version
    .replace(/^\s*TREC\s*(?:NO\.?)?\s*/i, '')
    .trim()
    .toUpperCase();
}

function find(version: string): { series: readonly Version[]; index: number } | null {
  for (const series of SERIES) {
    const index = series.findIndex((row) => row.version === version);
    if (index >= 0) return { series, index };
  }
  return null;
}

/** Whether `formVersion` ('20-17', 'TREC NO. 40-11', 'OP-L') was the version to use on `effectiveDate`. */
export function isFormCurrentOn(formVersion: string, effectiveDate: CivilDate): FormCurrency {
  const version = normalise(formVersion);
  const base = { version, effectiveDate };
  const unknown = (reason: string, requiredVersion: string | null = null): FormCurrency => ({
    ...base,
    status: 'unknown',
    current: null,
    requiredVersion,
    reason,
  });
  if (!isCivilDate(effectiveDate)) return unknown(`"${effectiveDate}" is not a date (YYYY-MM-DD).`);
  const at = find(version);
  if (!at)
    return unknown(`TREC ${version} is not a form version we know, so whether it was current could not be checked.`);
  const { series, index } = at;
  const row = series[index] as Version;
  if (row.published && effectiveDate < row.published) {
    return {
      ...base,
      status: 'not-yet-published',
      current: false,
      requiredVersion: null,
      reason: `TREC ${version} was published ${row.published}, after the Effective Date ${effectiveDate}; check the Effective Date.`,
    };
  }
  const later = series.slice(index + 1);
  const replacedBy = [...later].reverse().find((s) => s.mandatory !== null && s.mandatory <= effectiveDate);
  if (replacedBy) {
    return {
      ...base,
      status: 'outdated',
      current: false,
      requiredVersion: replacedBy.version,
      reason: `TREC ${replacedBy.version} became mandatory on ${replacedBy.mandatory}; a contract effective ${effectiveDate} must use it, not ${version}.`,
    };
  }
  const undated = later.find((s) => s.mandatory === null && (s.published === null || s.published <= effectiveDate));
  if (undated) {
    return unknown(
      `TREC ${undated.version} replaced ${version}, but the reference has no mandatory date for it, so it cannot say whether ${version} was still allowed on ${effectiveDate}.`,
    );
  }
  const optional = later.find((s) => s.published !== null && s.published <= effectiveDate);
  return {
    ...base,
    status: 'current',
    current: true,
    requiredVersion: version,
    reason: optional
      ? `TREC ${version} may still be used on ${effectiveDate}; ${optional.version} (published ${optional.published}) becomes mandatory on ${optional.mandatory}.`
      : `TREC ${version} was the current version on ${effectiveDate}.`,
  };
}

/** The version that had to be used on `date` in the series of `anyVersion`, when the reference knows. */
export function versionRequiredOn(anyVersion: string, date: CivilDate): string | null {
  const at = find(normalise(anyVersion));
  if (!at || !isCivilDate(date)) return null;
  const mandatory = [...at.series].reverse().find((row) => row.mandatory !== null && row.mandatory <= date);
  return mandatory?.version ?? null;
}
