import type { HealthBand } from '@bluebonnet/domain';
import type { BadgeTone } from '@/components/ui/badge';

/** One colour per health band, used by the rings, the guide and the history badges. */
export const bandStyles: Record<HealthBand, { stroke: string; text: string; soft: string; tone: BadgeTone }> = {
  excellent: { stroke: 'stroke-emerald-500', text: 'text-emerald-700', soft: 'bg-emerald-50', tone: 'success' },
  good: { stroke: 'stroke-teal-500', text: 'text-teal-700', soft: 'bg-teal-50', tone: 'success' },
  moderate: { stroke: 'stroke-amber-500', text: 'text-amber-700', soft: 'bg-amber-50', tone: 'warning' },
  concerning: { stroke: 'stroke-orange-500', text: 'text-orange-700', soft: 'bg-orange-50', tone: 'danger' },
  critical: { stroke: 'stroke-red-600', text: 'text-red-700', soft: 'bg-red-50', tone: 'danger' },
};
