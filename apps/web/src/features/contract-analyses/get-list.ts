import { ApiError } from '@/lib/api-client';

/** A list call whose 401 answers an empty list instead of an error (spec realtor-tools §6, §7). */
export async function emptyListOn401<T>(answer: Promise<T[]>): Promise<T[]> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return [];
    throw err;
  }
}
