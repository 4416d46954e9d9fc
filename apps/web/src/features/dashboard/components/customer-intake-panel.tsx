import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailablePanel } from '@/components/layouts/not-available-panel';
import { Button } from '@/components/ui/button';
import { tools } from '../tools';

/** Customer Intake in the sidebar: points to the full portal (spec §2). */
export function CustomerIntakePanel() {
  const tool = tools['customer-intake'];
  return (
    <NotAvailablePanel title={tool.label} description={tool.description}>
      <Button asChild>
        <Link to="/customer-intake-dashboard">
          <ExternalLink aria-hidden />
          Open Full Portal
        </Link>
      </Button>
    </NotAvailablePanel>
  );
}
