import { MousePointerClick } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** Spec §2.2: with no lead selected the panel reads 'Select a Lead'. */
export function NoLeadSelected() {
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center" data-testid="lead-detail-empty">
      <MousePointerClick aria-hidden className="size-9 text-slate-400" />
      <h3 className="text-lg font-semibold text-slate-900">Select a Lead</h3>
      <p className="text-sm text-slate-600">
        Choose a lead from the list to see their details, AI insights and activities.
      </p>
    </Card>
  );
}
