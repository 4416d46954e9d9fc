import type {
  TrecDataSource,
  TrecLicenseData,
  TrecNameMatch,
  TrecNameSearchResult,
  TrecStats,
  TrecSyncRun,
  TrecVerificationResult,
} from '@bluebonnet/contracts';
import { TREC_PUBLIC_SEARCH_URL } from '@bluebonnet/contracts';

export function makeSource(overrides: Partial<TrecDataSource> = {}): TrecDataSource {
  return {
    kind: 'trec',
    label: 'TREC license-holder file',
    dataDate: '2026-11-20',
    importedAt: '2026-11-21T08:00:00.000Z',
    totalLicenses: 212345,
    ...overrides,
  };
}

export const sampleSource = makeSource({
  kind: 'sample',
  label: 'Sample data (made-up license holders)',
  dataDate: null,
  importedAt: '2026-11-01T08:00:00.000Z',
  totalLicenses: 240,
});

/** An active sales agent; override what the test is about. */
export function makeLicense(overrides: Partial<TrecLicenseData> = {}): TrecLicenseData {
  return {
    licenseNumber: '0654321',
    status: 'Current, Active',
    standing: 'active',
    statusMeaning: 'Active: may conduct real estate brokerage under the sponsoring broker.',
    canPractice: true,
    licenseType: 'Sales Agent',
    licenseeType: 'individual',
    firstName: 'Maria',
    lastName: 'Gonzalez',
    businessName: null,
    fullName: 'Maria Gonzalez',
    sponsoringBroker: 'Lone Star Realty LLC',
    sponsoringBrokerLicenseNumber: '9001234',
    relationLabel: 'Sponsoring broker',
    sponsorSince: '2022-03-15',
    expirationDate: '2027-03-31',
    originalLicenseDate: '2019-03-12',
    designatedSupervisor: null,
    city: 'Plano',
    county: 'Collin',
    ...overrides,
  };
}

export function makeVerification(overrides: Partial<TrecVerificationResult> = {}): TrecVerificationResult {
  return {
    success: true,
    message: 'License found',
    licenseData: makeLicense(),
    otherLicenses: [],
    directVerificationLink: TREC_PUBLIC_SEARCH_URL,
    similarLicenses: [],
    source: makeSource(),
    ...overrides,
  };
}

export const notFound = makeVerification({
  success: false,
  message: undefined,
  licenseData: undefined,
  error: 'License number 0654399 was not found in TREC’s license-holder data.',
  manualVerificationInstructions: 'Search TREC’s license holder records by name or number to check by hand.',
  similarLicenses: ['0654391', '0654398'],
});

export function makeMatch(overrides: Partial<TrecNameMatch> = {}): TrecNameMatch {
  return {
    licenseNumber: '0654321',
    fullName: 'Maria Gonzalez',
    licenseType: 'Sales Agent',
    status: 'Current, Active',
    standing: 'active',
    city: 'Plano',
    county: 'Collin',
    sponsoringBroker: 'Lone Star Realty LLC',
    ...overrides,
  };
}

export function makeNameResult(overrides: Partial<TrecNameSearchResult> = {}): TrecNameSearchResult {
  return { matches: [makeMatch()], truncated: false, source: makeSource(), ...overrides };
}

export function makeRun(overrides: Partial<TrecSyncRun> = {}): TrecSyncRun {
  return {
    id: 7,
    status: 'success',
    trigger: 'schedule',
    source: 'https://www.trec.texas.gov/sites/default/files/high-value-data-sets/trecfile.txt',
    startedBy: null,
    startedAt: '2026-11-21T08:00:00.000Z',
    finishedAt: '2026-11-21T08:03:00.000Z',
    rowsRead: 212400,
    rowsImported: 212345,
    rowsRejected: 55,
    dataDate: '2026-11-20',
    message: 'Imported 212,345 licenses; 55 rows were rejected.',
    errors: [],
    ...overrides,
  };
}

export function makeStats(overrides: Partial<TrecStats> = {}): TrecStats {
  return {
    totalLicenses: 212345,
    activeLicenses: 161234,
    lastSyncDate: '2026-11-21T08:03:00.000Z',
    syncStatus: 'success',
    rowsImported: 212345,
    rowsRejected: 55,
    dataDate: '2026-11-20',
    source: makeSource(),
    currentRun: null,
    downloadUrl: 'https://www.trec.texas.gov/sites/default/files/high-value-data-sets/trecfile.txt',
    realtors: { withLicenseNumber: 12, verifiedActive: 9, notActive: 2, notFound: 1 },
    ...overrides,
  };
}
