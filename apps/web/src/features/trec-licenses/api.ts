import { trecLicenseEndpoints, type TrecNameSearchQuery, type VerifyTrecLicenseRequest } from '@bluebonnet/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** One lookup; a number not in the data answers success false, which the panel shows as a result. */
export function useVerifyLicense() {
  return useMutation({
    mutationFn: (body: VerifyTrecLicenseRequest) => call(trecLicenseEndpoints.verify, { body }),
  });
}

/** Search by name, run when the form is submitted (a blank first name or county is left out). */
export function useSearchByName() {
  return useMutation({
    mutationFn: (query: TrecNameSearchQuery) => call(trecLicenseEndpoints.searchByName, { query }),
  });
}

/** Which license data is loaded (sample or TREC's file) and how old it is, before any lookup. */
export function useLicenseDataSource() {
  return useQuery({
    queryKey: ['trec-licenses', 'source'],
    queryFn: () => call(trecLicenseEndpoints.source),
  });
}
