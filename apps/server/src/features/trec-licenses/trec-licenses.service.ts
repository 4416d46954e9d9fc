import {
  TREC_NAME_SEARCH_MAX,
  TREC_PUBLIC_SEARCH_URL,
  TREC_SIMILAR_MAX,
  type TrecDataSource,
  type TrecNameSearchQuery,
  type TrecNameSearchResult,
  type TrecVerificationResult,
} from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import type { TrecSyncRunRow } from '../../db/schema/index';
import { parseLicenseNumber, similarLicenseNumbers, trecCountyCode } from '../../engines/trec-import/index';
import { AppError } from '../../lib/app-error';
import { primaryLicense, toLicenseData, toNameMatch } from './license-view';
import { existingKeys, findByKey, nameKeyOf, searchByNamePrefix } from './licenses.repository';
import { currentDatasetRun } from './sync-runs.repository';

const MANUAL_INSTRUCTIONS =
  "Search TREC's public license-holder lookup by name or number. Check that the status reads active and, for a sales agent, who the sponsoring broker is.";

export function dataSourceOf(run: TrecSyncRunRow | undefined): TrecDataSource {
  if (!run)
    return { kind: 'none', label: 'No license data loaded', dataDate: null, importedAt: null, totalLicenses: 0 };
  return {
    kind: run.isSample ? 'sample' : 'trec',
    label: run.isSample ? 'Sample data (made-up license holders)' : 'TREC license-holder file',
    dataDate: run.dataDate,
    importedAt: run.finishedAt?.toISOString() ?? null,
    totalLicenses: run.rowsImported,
  };
}

/** License lookups for realtors: by number (with near misses) and by name. */
export class TrecLicensesService {
  constructor(private readonly db: Db) {}

  async source(): Promise<TrecDataSource> {
    return dataSourceOf(await currentDatasetRun(this.db));
  }

  async verify(input: string): Promise<TrecVerificationResult> {
    const source = dataSourceOf(await currentDatasetRun(this.db));
    const base = { directVerificationLink: TREC_PUBLIC_SEARCH_URL, otherLicenses: [], similarLicenses: [], source };
    const number = parseLicenseNumber(input);
    if (!number) {
      // The contract's shape check runs first; this is only a number too odd for the parser.
      throw new AppError('bad_request', 'Enter the license number as digits, for example 0654321.');
    }
    const rows = await findByKey(this.db, number.key);
    const primary = primaryLicense(rows);
    if (!primary) {
      return {
        ...base,
        success: false,
        error: `No license ${number.display} in ${source.kind === 'sample' ? 'the sample data' : "TREC's license data"}.`,
        manualVerificationInstructions: MANUAL_INSTRUCTIONS,
        similarLicenses: await this.similar(number.display),
      };
    }
    return {
      ...base,
      success: true,
      message: `License ${primary.licenseNumber} found.`,
      licenseData: toLicenseData(primary),
      otherLicenses: rows.filter((r) => r !== primary).map(toLicenseData),
    };
  }

  /** Existing numbers one typing slip away: candidates are listed first, then checked in one query. */
  private async similar(number: string): Promise<string[]> {
    const candidates: string[] = [];
    similarLicenseNumbers(
      number,
      (key) => {
        candidates.push(key);
        return false;
      },
      Number.POSITIVE_INFINITY,
    );
    const existing = await existingKeys(this.db, candidates);
    return similarLicenseNumbers(number, (key) => existing.has(key), TREC_SIMILAR_MAX);
  }

  async searchByName(query: TrecNameSearchQuery): Promise<TrecNameSearchResult> {
    const source = dataSourceOf(await currentDatasetRun(this.db));
    const county = query.county?.trim() ? trecCountyCode(query.county) : null;
    if (query.county?.trim() && !county) {
      throw new AppError(
        'bad_request',
        `"${query.county.trim()}" is not a Texas county. Enter a county name such as Dallas or Tarrant.`,
      );
    }
    const last = nameKeyOf(query.lastName);
    const first = query.firstName ? nameKeyOf(query.firstName) : '';
    // With a first name the last name is whole ("NGUYEN, AN…"); without, it is a prefix ("NGU…").
    const prefix = first ? `${last}, ${first}` : last;
    const rows = await searchByNamePrefix(this.db, prefix, county, TREC_NAME_SEARCH_MAX + 1);
    return {
      matches: rows.slice(0, TREC_NAME_SEARCH_MAX).map(toNameMatch),
      truncated: rows.length > TREC_NAME_SEARCH_MAX,
      source,
    };
  }
}
