import type { CompareContractsResponse } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { EvidenceQuote } from '../shared/evidence-quote';

type Difference = CompareContractsResponse['differences'][number];
type Category = Difference['category'];

const categories: Array<[Category, string]> = [
  ['money', 'Money'],
  ['dates', 'Dates'],
  ['parties', 'Parties'],
  ['contingencies', 'Contingencies'],
  ['risk', 'Risk'],
  ['other', 'Other'],
];

function favoursLabel(d: Difference, labelA: string, labelB: string): string {
  return { a: labelA, b: labelB, neither: 'Neither', depends: 'Depends' }[d.favours];
}

/** The differences, one table per category, with which side each favours and the words behind it. */
export function DifferencesTable({ result }: { result: CompareContractsResponse }) {
  const { labelA, labelB } = result;
  return (
    <div className="space-y-6">
      {categories.map(([category, title]) => {
        const rows = result.differences.filter((d) => d.category === category);
        if (rows.length === 0) return null;
        return (
          <div key={category} className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="mb-2 text-left text-base font-semibold text-slate-900">{title}</caption>
              <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Term
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {labelA}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {labelB}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Difference
                  </th>
                  <th scope="col" className="py-2">
                    Favours
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {rows.map((d, i) => (
                  <tr key={`${d.term}-${i}`}>
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      {d.term}
                      <div className="mt-1">
                        <Badge
                          tone={
                            d.significance === 'high' ? 'danger' : d.significance === 'medium' ? 'warning' : 'neutral'
                          }
                        >
                          {d.significance}
                        </Badge>
                      </div>
                    </th>
                    <td className="py-2 pr-3 text-slate-800">
                      {d.a}
                      <EvidenceQuote evidence={d.evidenceA} />
                    </td>
                    <td className="py-2 pr-3 text-slate-800">
                      {d.b}
                      <EvidenceQuote evidence={d.evidenceB} />
                    </td>
                    <td className="py-2 pr-3 text-slate-700">{d.difference}</td>
                    <td className="py-2">
                      <Badge tone={d.favours === 'a' || d.favours === 'b' ? 'brand' : 'neutral'}>
                        {favoursLabel(d, labelA, labelB)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
