import { healthBandRanges, healthMessages, type HealthBand } from '@bluebonnet/domain';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { healthBandLabels } from '../../labels';
import { bandStyles } from './band-styles';

/** The five risk bands and what each ring colour means (spec §4). */
export function HealthBandGuide() {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="health-guide-title">
        <h3 id="health-guide-title" className="text-lg font-semibold text-slate-900">
          Risk Band Guide
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {(Object.keys(healthBandRanges) as HealthBand[]).map((band) => (
            <li key={band} className={cn('rounded-xl p-3', bandStyles[band].soft)}>
              <p className={cn('font-semibold', bandStyles[band].text)}>
                {healthBandLabels[band]} <span className="font-normal text-slate-700">{healthBandRanges[band]}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">{healthMessages[band]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">The ring fill is the contract's overall risk score.</p>
      </section>
    </Card>
  );
}
