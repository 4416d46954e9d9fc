import { LoaderCircle, UserPlus } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMakeLead } from '../../api';
import { fullName } from '../../labels';

/** Turns an intake into a lead in one click; a second click finds the lead already made, never a copy. */
export function MakeLeadButton({ intake }: { intake: CustomerIntake }) {
  const makeLead = useMakeLead();
  const name = fullName(intake);

  const make = () =>
    makeLead.mutate(intake.id, {
      onSuccess: ({ created }) =>
        toast(
          created
            ? { title: 'Lead Created', description: `${name} is now in your leads.` }
            : { title: 'Already a Lead', description: `${name} is already in your leads.` },
        ),
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to create the lead. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={makeLead.isPending}
      aria-label={`Make Lead for ${name}`}
      onClick={make}
    >
      {makeLead.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <UserPlus aria-hidden />}
      Make Lead
    </Button>
  );
}
