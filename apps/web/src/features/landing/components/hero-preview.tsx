import { CalendarClock, FileText, TriangleExclamationPoint } from 'lucide-react';

const findings = [
  { tone: 'bg-red-100 text-red-800', label: 'High', text: 'Survey (T-47) affidavit is not attached' },
  { tone: 'bg-amber-100 text-amber-900', label: 'Medium', text: 'Option period ends before the inspection date' },
  { tone: 'bg-emerald-100 text-emerald-800', label: 'OK', text: 'Third Party Financing Addendum is complete' },
];

/** A decorative sample of a contract review; hidden from screen readers as it is illustration only. */
export function HeroPreview() {
  return (
    <div aria-hidden className="relative hidden sm:block">
      <div className="rounded-2xl bg-white p-6 pb-14 text-slate-900 shadow-2xl ring-1 ring-black/5">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <div className="grid size-10 place-items-center rounded-xl bg-bonnet-50">
              <FileText className="size-5 text-bonnet-700" />
            </div>
            <div>
              <p className="text-sm font-semibold">One to Four Family Residential Contract</p>
              <p className="text-xs text-slate-600">Sample analysis · McKinney, TX</p>
            </div>
          </div>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            Moderate risk
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {findings.map((f) => (
            <li key={f.text} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
              <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${f.tone}`}>{f.label}</span>
              <span className="text-sm text-slate-800">{f.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-6 flex items-center gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-black/5">
        <CalendarClock className="size-5 text-bonnet-700" />
        <div>
          <p className="text-sm font-semibold">Option period ends</p>
          <p className="text-xs text-slate-600">in 2 days</p>
        </div>
        <TriangleExclamationPoint className="size-4 text-amber-600" />
      </div>
    </div>
  );
}
