import { useQuery } from '@tanstack/react-query';
import {
  activityOutcomeLabels,
  activityTypeLabels,
  RECENT_ACTIVITIES_SHOWN,
  type ActivityOutcome,
} from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { activitiesQuery } from '../../api';

const outcomeTones: Record<ActivityOutcome, BadgeTone> = {
  positive: 'success',
  neutral: 'neutral',
  negative: 'danger',
  no_response: 'warning',
};

/** Recent Activities: the latest 5 (spec §9), newest first as the server sends them. */
export function RecentActivities({ leadId }: { leadId: number }) {
  const activities = useQuery(activitiesQuery(leadId));
  const latest = activities.data?.slice(0, RECENT_ACTIVITIES_SHOWN) ?? [];
  const total = activities.data?.length ?? 0;

  return (
    <section aria-labelledby={`recent-activities-${leadId}`} data-testid="recent-activities">
      <h4 id={`recent-activities-${leadId}`} className="font-semibold text-slate-900">
        Recent Activities
      </h4>
      {activities.isPending ? (
        <Spinner label="Loading activities…" className="py-4" />
      ) : activities.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Unable to load the activities.
        </p>
      ) : latest.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No activities yet. Log a call, email or meeting above.</p>
      ) : (
        <>
          <ol className="mt-2 space-y-2" aria-label="Recent activities">
            {latest.map((activity) => (
              <li key={activity.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{activityTypeLabels[activity.type]}</span>
                  {activity.outcome && (
                    <Badge tone={outcomeTones[activity.outcome]}>{activityOutcomeLabels[activity.outcome]}</Badge>
                  )}
                </div>
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{activity.description}</p>
                <p className="mt-1 text-xs text-slate-500">
                  <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
          {total > latest.length && (
            <p className="mt-2 text-xs text-slate-600">
              Showing the latest {latest.length} of {total} activities.
            </p>
          )}
        </>
      )}
    </section>
  );
}
