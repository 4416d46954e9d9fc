import type { ContractAnalysis, ContractDeadlineItem } from '@bluebonnet/contracts';
import type { HealthBand, HealthFilter, RiskBand } from '@bluebonnet/domain';
import { titleCase } from './format';

export type Assignee = ContractDeadlineItem['assignedTo'];

export const assigneeLabels: Record<Assignee, string> = {
  realtor: 'Realtor',
  client: 'Client',
  lender: 'Lender',
  title_company: 'Title Company',
  inspector: 'Inspector',
  other: 'Other',
};

export const healthBandLabels: Record<HealthBand, string> = {
  excellent: 'Excellent',
  good: 'Good',
  moderate: 'Moderate',
  concerning: 'Concerning',
  critical: 'Critical',
};

export const healthFilterLabels: Record<HealthFilter, string> = {
  all: 'All statuses',
  ...healthBandLabels,
  healthy: 'Healthy (excellent + good)',
  'needs-attention': 'Needs attention (concerning + critical)',
};

export const riskBandLabels: Record<RiskBand, string> = {
  low: 'Low Risk',
  moderate: 'Moderate Risk',
  high: 'High Risk',
};

export const contractTypeLabels: Record<ContractAnalysis['contractType'], string> = {
  purchase: 'Purchase Agreement',
  listing: 'Listing Agreement',
  lease: 'Lease Agreement',
};

/**
 * How a saved analysis is named in lists: its file, else its type and the realtor's own number for it
 * (the id only for a record from an older server that sent no number).
 */
export function analysisTitle(analysis: Pick<ContractAnalysis, 'id' | 'number' | 'filename' | 'contractType'>): string {
  return analysis.filename || `${titleCase(analysis.contractType)} contract #${analysis.number ?? analysis.id}`;
}
