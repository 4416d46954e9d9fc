import { Mail, Phone } from 'lucide-react';
import {
  leadPropertyTypeLabels,
  leadSourceLabels,
  leadTimelineLabels,
  preApprovalLabels,
  type Lead,
} from '@bluebonnet/contracts';
import { formatDate, formatDateTime } from '@/lib/format';
import { budgetText, NOT_SPECIFIED } from '../../labels';

/** Contact links first (a tap calls or writes on a phone), then what the agent knows about the search. */
export function LeadContact({ lead }: { lead: Lead }) {
  const rows: Array<[string, string]> = [
    ['Source', leadSourceLabels[lead.source]],
    ['Budget', budgetText(lead.budget)],
    ['Timeline', lead.timeline ? leadTimelineLabels[lead.timeline] : NOT_SPECIFIED],
    ['Property type', lead.propertyType ? leadPropertyTypeLabels[lead.propertyType] : NOT_SPECIFIED],
    ['Preferred areas', lead.preferredAreas ?? NOT_SPECIFIED],
    ['Pre-approval', preApprovalLabels[lead.preApproval]],
    ['Text messages', lead.smsConsent ? 'Agreed to receive texts' : 'No consent to texts'],
    ['Added', formatDate(lead.createdAt) ?? NOT_SPECIFIED],
    ['Last contact', formatDateTime(lead.lastContactAt) ?? 'Not contacted yet'],
  ];
  return (
    <div className="space-y-3">
      <ul className="flex flex-col gap-1.5 text-sm" aria-label="Contact">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
          <a href={`mailto:${lead.email}`} className="min-w-0 break-all text-bonnet-700 hover:underline">
            {lead.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="text-bonnet-700 hover:underline">
              {lead.phone}
            </a>
          ) : (
            <span className="text-slate-600">No phone number</span>
          )}
        </li>
      </ul>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.notes && (
        <div className="text-sm">
          <p className="text-xs font-medium text-slate-500">Notes</p>
          <p className="whitespace-pre-line break-words text-slate-900">{lead.notes}</p>
        </div>
      )}
    </div>
  );
}
