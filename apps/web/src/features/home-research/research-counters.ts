import type { ResearchProfile } from '@bluebonnet/contracts';

/** Spec §9: 'This Week' counts profiles whose last research ran within the last 7 days. */
export const THIS_WEEK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ResearchCounts = { activeProfiles: number; totalMatches: number; activeMatches: number; thisWeek: number };

export function countResearch(profiles: ResearchProfile[], now: number): ResearchCounts {
  const since = now - THIS_WEEK_DAYS * DAY_MS;
  return {
    activeProfiles: profiles.filter((p) => p.researchStatus === 'active').length,
    totalMatches: profiles.reduce((sum, p) => sum + p.totalMatches, 0),
    activeMatches: profiles.reduce((sum, p) => sum + p.activeMatches, 0),
    thisWeek: profiles.filter((p) => {
      const last = p.lastResearchDate ? Date.parse(p.lastResearchDate) : NaN;
      return !Number.isNaN(last) && last >= since;
    }).length,
  };
}
