import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusScreen } from './status-screen';

/** What a signed-in realtor sees on an admin-only page (spec §2). */
export function AccessDenied() {
  return (
    <>
      <title>Access Denied · Bluebonnet</title>
      <StatusScreen
        title="Access Denied"
        text="This page is only available to administrators. Your realtor tools are on your dashboard."
        icon={<ShieldX aria-hidden className="size-7 text-bonnet-700" />}
        action={
          <Button asChild>
            <Link to="/realtor-dashboard">Back to Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
