import type { HealthFilter } from '@bluebonnet/domain';

/** Session-storage keys the Mood Ring writes and the Contract Assistant reads on load (spec §2.3, §2.14). */
export const SELECTED_CONTRACT_KEY = 'selectedContractId';
export const STATUS_FILTER_KEY = 'contractStatusFilter';

export const healthFilters = [
  'all',
  'excellent',
  'good',
  'moderate',
  'concerning',
  'critical',
  'healthy',
  'needs-attention',
] as const satisfies readonly HealthFilter[];

export function isHealthFilter(value: unknown): value is HealthFilter {
  return typeof value === 'string' && (healthFilters as readonly string[]).includes(value);
}

// Storage can throw (disabled cookies, private mode); the hand-off is a convenience, never an error.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // ignored, see above
  }
}

export function storeSelectedContract(id: number) {
  write(SELECTED_CONTRACT_KEY, String(id));
}

export function storeStatusFilter(filter: HealthFilter) {
  write(STATUS_FILTER_KEY, filter);
}

export function readSelectedContract(): number | null {
  const id = Number(read(SELECTED_CONTRACT_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function readStatusFilter(): HealthFilter | null {
  const value = read(STATUS_FILTER_KEY);
  return isHealthFilter(value) ? value : null;
}

export function clearSelectedContract() {
  write(SELECTED_CONTRACT_KEY, null);
}

export function clearStatusFilter() {
  write(STATUS_FILTER_KEY, null);
}
