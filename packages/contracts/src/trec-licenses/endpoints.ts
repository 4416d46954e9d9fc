import { defineEndpoint } from '../common/endpoint';
import {
  trecDataSource,
  trecNameSearchQuery,
  trecNameSearchResult,
  trecStats,
  trecSyncRunsResponse,
  trecSyncStarted,
  trecVerificationResult,
  verifyTrecLicenseRequest,
} from './trec-licenses';

export const trecLicenseEndpoints = {
  /** Spec §7: verify one license number against the imported TREC file. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/verify-trec-license',
    access: 'user',
    body: verifyTrecLicenseRequest,
    response: trecVerificationResult,
  }),
  /** Which license data is loaded and how old it is, for the tool's About card. */
  source: defineEndpoint({
    method: 'GET',
    path: '/api/trec-licenses/source',
    access: 'user',
    response: trecDataSource,
  }),
  searchByName: defineEndpoint({
    method: 'GET',
    path: '/api/trec-licenses/search',
    access: 'user',
    query: trecNameSearchQuery,
    response: trecNameSearchResult,
  }),
  /** Spec platform §7. */
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/trec-stats',
    access: 'admin',
    response: trecStats,
  }),
  /** Spec platform §7: starts a download and import; the panel refetches the stats after 2 s. */
  sync: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trec-sync',
    access: 'admin',
    response: trecSyncStarted,
    status: 201,
  }),
  /** The admin uploads trecfile.txt, TREC's zip, or the Open Data Portal's CSV or JSON export (field `file`). */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trec-upload',
    access: 'admin',
    body: 'multipart',
    response: trecSyncStarted,
    status: 201,
  }),
  syncRuns: defineEndpoint({
    method: 'GET',
    path: '/api/admin/trec-sync-runs',
    access: 'admin',
    response: trecSyncRunsResponse,
  }),
};
