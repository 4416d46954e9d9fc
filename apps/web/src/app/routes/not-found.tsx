import { MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Button } from '@/components/ui/button';

export function Component() {
  return (
    <>
      <title>Page Not Found · Bluebonnet</title>
      <StatusScreen
        title="404 Page Not Found"
        text="The page you are looking for does not exist or has moved."
        icon={<MapPinned aria-hidden className="size-7 text-bonnet-700" />}
        action={
          <Button asChild>
            <Link to="/">Go Home</Link>
          </Button>
        }
      />
    </>
  );
}
