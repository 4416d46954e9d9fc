import type { TrecLicenseData } from '@bluebonnet/contracts';
import { formatLicenseDate, licenseeTypeLabels } from '../labels';

type Fact = [label: string, value: string | null];

function sponsorText(license: TrecLicenseData): string | null {
  if (!license.sponsoringBroker) return null;
  const number = license.sponsoringBrokerLicenseNumber ? ` (#${license.sponsoringBrokerLicenseNumber})` : '';
  const since = formatLicenseDate(license.sponsorSince);
  return `${license.sponsoringBroker}${number}${since ? `, since ${since}` : ''}`;
}

function placeText(license: TrecLicenseData): string | null {
  const county = license.county ? `${license.county} County` : null;
  return [license.city, county].filter(Boolean).join(', ') || null;
}

function facts(license: TrecLicenseData): Fact[] {
  const business = license.licenseeType === 'business';
  const rows: Fact[] = [
    ['License Number', license.licenseNumber],
    ['Status', license.status],
    ['License Type', license.licenseType],
    ['Licensee Type', licenseeTypeLabels[license.licenseeType]],
    [business ? 'Business Name' : 'Name', business ? (license.businessName ?? license.fullName) : license.fullName],
    [license.relationLabel ?? 'Sponsoring Broker', sponsorText(license)],
    ['Expiration Date', formatLicenseDate(license.expirationDate)],
    ['Original License Date', formatLicenseDate(license.originalLicenseDate)],
    ['City / County', placeText(license)],
  ];
  if (license.designatedSupervisor) rows.push(['Designated Supervisor', 'Yes']);
  return rows;
}

/** Every field of one license, 'Not listed' where TREC's data has none. */
export function LicenseFacts({ license }: { license: TrecLicenseData }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts(license).map(([label, value]) => (
        <div key={label} className="border-b border-black/5 pb-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">
            {value ?? <span className="text-slate-500">Not listed</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
