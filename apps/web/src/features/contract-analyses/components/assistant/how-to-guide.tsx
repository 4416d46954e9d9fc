const steps = [
  ['Choose the contract type', 'Purchase, listing or lease. The type decides which TREC rules and deadlines apply.'],
  ['Add the contract', 'Upload the PDF or paste its full text. Scanned PDFs have no text: paste it by hand then.'],
  [
    'Analyze',
    'You get a risk score, key terms, issues, deadlines and compliance, each with the paragraph and words it came from.',
  ],
  [
    'Act on it',
    'Tick off action items, copy clauses and wording, and check the deadline timeline against the Effective Date.',
  ],
  [
    'Go further',
    'History finds past contracts; Comparison lines up two contracts; the Clause Generator and Market Insights help you advise.',
  ],
] as const;

/** The how-to guide shown by the toggle in the header. */
export function HowToGuide({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-label="How to use the Contract Assistant"
      className="rounded-2xl border border-bonnet-100 bg-bonnet-50/60 p-5"
    >
      <ol className="grid gap-4 md:grid-cols-5">
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
        The analysis supports your review; it is not legal advice. A license holder may fill in only factual business
        details on a TREC promulgated form.
      </p>
    </section>
  );
}
