import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { toast } from '@/lib/toast';
import { useStartResearch } from '../../api';
import { RESEARCH_REDIRECT_MS } from '../../constants';
import { fullName } from '../../labels';

/** Start Research: a weekly profile, a toast, then the Home Research Dashboard after 1.5 s (spec §2, §9). */
export function useStartResearchRedirect() {
  const start = useStartResearch();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => void navigate('/home-research-dashboard'), RESEARCH_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const startFor = (intake: CustomerIntake) =>
    start.mutate(intake.id, {
      onSuccess: () => {
        toast({
          title: 'Research Profile Created',
          description: `Weekly home research has started for ${fullName(intake)}. Opening Home Research…`,
        });
        setRedirecting(true);
      },
      onError: () =>
        toast({
          title: 'Profile Creation Failed',
          description: 'Failed to create research profile. Please try again.',
          variant: 'destructive',
        }),
    });

  return { startFor, isBusy: start.isPending || redirecting };
}
