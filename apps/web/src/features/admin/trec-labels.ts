import type { TrecSyncRun, TrecSyncStatus } from '@bluebonnet/contracts';
import type { BadgeTone } from '@/components/ui/badge';

/** Spec platform §4: success, in_progress, failed, else unknown. */
export function syncStatusBadge(status: TrecSyncStatus | null | undefined): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'success':
      return { label: 'Success', tone: 'success' };
    case 'in_progress':
      return { label: 'In progress', tone: 'brand' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    default:
      return { label: 'Unknown', tone: 'neutral' };
  }
}

export const triggerLabels: Record<TrecSyncRun['trigger'], string> = {
  schedule: 'Daily sync',
  admin: 'Force Sync',
  upload: 'Upload',
  sample: 'Sample data',
};

/** Spec platform §8. */
export const SYNC_FAILED_FALLBACK = 'Failed to start TREC data sync';
export const UPLOAD_FAILED_FALLBACK = 'Failed to upload the license file';
