import { z } from 'zod';

/** Spec realtor-tools §5 and §9: the input is at most 10 characters once trimmed. */
export const TREC_LICENSE_INPUT_MAX = 10;
/** TREC's own public license-holder search (trec.md §1.6), for checking by hand. */
export const TREC_PUBLIC_SEARCH_URL = 'https://www.trec.texas.gov/apps/license-holder-search/';
/** The largest license file an admin may upload: TREC's full file is about 100 MB unzipped. */
export const TREC_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** Spec platform §6: the admin panel refetches the stats this long after starting a sync. */
export const TREC_STATS_REFETCH_MS = 2000;
/** How many similar existing numbers a failed lookup offers. */
export const TREC_SIMILAR_MAX = 5;
export const TREC_NAME_SEARCH_MAX = 25;

// Digits, then an optional type suffix such as -SA, -B, -BR or -BB (a missing hyphen is a typing slip).
// One run of spaces, then an optional hyphen with its own: no two stars can share a run of spaces, so a
// long hostile string is rejected in linear time (zod runs the pattern even when the length check fails).
const LICENSE_SHAPE = /^\d+(?:\s*(?:-\s*)?[A-Za-z]{1,3})?$/;

export const verifyTrecLicenseRequest = z.object({
  licenseNumber: z
    .string('Enter a TREC license number')
    .trim()
    .min(1, 'Enter a TREC license number')
    .max(TREC_LICENSE_INPUT_MAX, `A TREC license number is at most ${TREC_LICENSE_INPUT_MAX} characters`)
    .regex(LICENSE_SHAPE, 'Enter the license number as digits, optionally with its type, e.g. 0654321 or 654321-SA'),
});
export type VerifyTrecLicenseRequest = z.infer<typeof verifyTrecLicenseRequest>;

/** What a status means for doing business (trec.md §1.7); the result colour follows it. */
export const licenseStandings = ['active', 'inactive', 'expired', 'ended'] as const;
export type LicenseStanding = (typeof licenseStandings)[number];

/** Where the license data came from, and how old it is: every answer says so. */
export const trecDataSource = z.object({
  kind: z.enum(['sample', 'trec', 'none']),
  /** "TREC license-holder file" or "Sample data (made-up license holders)". */
  label: z.string(),
  /** The data's own date (YYYY-MM-DD) when known: the file's publication date. */
  dataDate: z.string().nullable(),
  importedAt: z.string().nullable(),
  totalLicenses: z.number().int(),
});
export type TrecDataSource = z.infer<typeof trecDataSource>;

/** Spec §3.6 licenseData, with what an agent needs to act on it. */
export const trecLicenseData = z.object({
  licenseNumber: z.string(),
  status: z.string(),
  standing: z.enum(licenseStandings),
  /** One sentence: may this person do business today, and why. */
  statusMeaning: z.string(),
  canPractice: z.boolean(),
  licenseType: z.string(),
  licenseeType: z.enum(['individual', 'business']),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** For a business license, its name; null for a person. */
  businessName: z.string().nullable(),
  fullName: z.string(),
  sponsoringBroker: z.string().nullable(),
  sponsoringBrokerLicenseNumber: z.string().nullable(),
  /** "Sponsoring broker" for an agent, "Designated broker" for a business. */
  relationLabel: z.string().nullable(),
  sponsorSince: z.string().nullable(),
  expirationDate: z.string().nullable(),
  originalLicenseDate: z.string().nullable(),
  designatedSupervisor: z.boolean().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
});
export type TrecLicenseData = z.infer<typeof trecLicenseData>;

/** Spec §3.6 TREC result. A number not in the data is a result (success false), not an error status. */
export const trecVerificationResult = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  licenseData: trecLicenseData.optional(),
  /** Other license types held under the same number (a broker who is also an inspector). */
  otherLicenses: z.array(trecLicenseData),
  directVerificationLink: z.string(),
  manualVerificationInstructions: z.string().optional(),
  similarLicenses: z.array(z.string()),
  source: trecDataSource,
});
export type TrecVerificationResult = z.infer<typeof trecVerificationResult>;

export const trecNameSearchQuery = z.object({
  lastName: z.string().trim().min(2, 'Enter at least the first two letters of the last name').max(60),
  firstName: z.string().trim().max(60).optional(),
  /** A Texas county name ("Dallas"); blank for every county. */
  county: z.string().trim().max(40).optional(),
});
export type TrecNameSearchQuery = z.input<typeof trecNameSearchQuery>;

export const trecNameMatch = z.object({
  licenseNumber: z.string(),
  fullName: z.string(),
  licenseType: z.string(),
  status: z.string(),
  standing: z.enum(licenseStandings),
  city: z.string().nullable(),
  county: z.string().nullable(),
  sponsoringBroker: z.string().nullable(),
});
export type TrecNameMatch = z.infer<typeof trecNameMatch>;

export const trecNameSearchResult = z.object({
  matches: z.array(trecNameMatch),
  /** More matched than are listed: narrow by first name or county. */
  truncated: z.boolean(),
  source: trecDataSource,
});
export type TrecNameSearchResult = z.infer<typeof trecNameSearchResult>;

/** Spec platform §6 sync status values. */
export const trecSyncStatuses = ['success', 'in_progress', 'failed'] as const;
export type TrecSyncStatus = (typeof trecSyncStatuses)[number];
export const trecSyncTriggers = ['schedule', 'admin', 'upload', 'sample'] as const;

export const trecRowError = z.object({ line: z.number().int(), message: z.string() });

export const trecSyncRun = z.object({
  id: z.number().int(),
  status: z.enum(trecSyncStatuses),
  trigger: z.enum(trecSyncTriggers),
  /** Where the rows came from: the download address, the uploaded file's name, or the sample. */
  source: z.string(),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows read so far (the progress while it runs). */
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  rowsRejected: z.number().int(),
  dataDate: z.string().nullable(),
  /** What happened, in one or two sentences (why it failed, what was kept). */
  message: z.string().nullable(),
  /** The first rejected rows with their line numbers. */
  errors: z.array(trecRowError),
});
export type TrecSyncRun = z.infer<typeof trecSyncRun>;

/** Spec platform §3 TREC stats, plus what the panel shows beside them. */
export const trecStats = z.object({
  totalLicenses: z.number().int(),
  activeLicenses: z.number().int(),
  lastSyncDate: z.string().nullable(),
  syncStatus: z.enum(trecSyncStatuses).nullable(),
  rowsImported: z.number().int(),
  rowsRejected: z.number().int(),
  dataDate: z.string().nullable(),
  source: trecDataSource,
  /** The run going on now, with its progress. */
  currentRun: trecSyncRun.nullable(),
  /** Whether Force Sync can download (an address is configured) and from where. */
  downloadUrl: z.string().nullable(),
  realtors: z.object({
    withLicenseNumber: z.number().int(),
    verifiedActive: z.number().int(),
    notActive: z.number().int(),
    notFound: z.number().int(),
  }),
});
export type TrecStats = z.infer<typeof trecStats>;

export const trecSyncRunsResponse = z.object({ runs: z.array(trecSyncRun) });

export const trecSyncStarted = z.object({ success: z.boolean(), message: z.string(), run: trecSyncRun });
export type TrecSyncStarted = z.infer<typeof trecSyncStarted>;
