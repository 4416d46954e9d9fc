import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { FormLinkButton } from '../link/form-link-button';
import { SmsTemplateDialog } from '../template/sms-template-dialog';

/** Title and the header links of spec §2: Home Research, SMS Settings, Generate Form Link. */
export function PortalHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <BrandMark size="md" />
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-slate-900">Customer Intake Portal</h1>
            <p className="text-sm text-slate-600">Leads from your public intake form</p>
          </div>
        </div>
        <nav aria-label="Portal" className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <Button asChild variant="ghost" size="sm">
            <Link to="/realtor-dashboard">
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/home-research-dashboard">
              <Search aria-hidden />
              Home Research
            </Link>
          </Button>
          <SmsTemplateDialog />
          <FormLinkButton />
        </nav>
      </div>
    </header>
  );
}
