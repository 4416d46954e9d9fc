import { api, ApiError } from '@/lib/api-client';

/** GET a list; a 401 answers an empty list instead of an error (spec realtor-tools §6, §7). */
export async function getListOr401Empty<T>(url: string, signal: AbortSignal): Promise<T[]> {
  try {
    return await api.get<T[]>(url, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return [];
    throw err;
  }
}
