/** Three placeholder rows while the deadlines load (spec §2.4). */
export function DeadlinesSkeleton() {
  return (
    <div role="status" aria-label="Loading deadlines" className="space-y-2">
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          data-testid="deadline-skeleton-row"
          className="flex animate-pulse gap-3 rounded-xl border border-slate-200 p-3"
        >
          <div className="size-5 rounded bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
