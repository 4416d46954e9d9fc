const steps = [
  ['Add your leads', 'Use Add New Lead, or import a CSV from Follow Up Boss, kvCORE or Zillow. Duplicates are caught.'],
  ['Work the list', 'Filter by status or high priority, search by name, email or phone, and pick a lead.'],
  ['Log every touch', 'Record calls, emails, meetings and showings with their outcome in Quick Activity.'],
  [
    'Read the insights',
    'Engagement and conversion scores show the factors behind them, with recommended next steps and due dates.',
  ],
  ['Never miss a follow-up', 'Set a next follow-up date; overdue and due-today follow-ups show at the top.'],
] as const;

/** The how-to guide shown by the toggle in the header (spec §2.2). */
export function LeadsHowToGuide({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-label="How to use Lead Management"
      className="rounded-2xl border border-bonnet-100 bg-bonnet-50/60 p-5"
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {steps.map(([title, text], i) => (
          <li key={title} className="text-sm">
            <span className="grid size-7 place-items-center rounded-full bg-bonnet-700 text-xs font-bold text-white">
              {i + 1}
            </span>
            <p className="mt-2 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-slate-600">
        Scores are computed from each lead&apos;s own record and activity; nothing is guessed. Texts go only to leads
        who agreed to receive them.
      </p>
    </section>
  );
}
