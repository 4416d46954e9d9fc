import type { ImportableLeadField } from '@bluebonnet/contracts';

/**
 * The header names each lead field is read from, most specific first. Follow Up Boss, kvCORE/BoldTrail and
 * Zillow Premier Agent exports, our own export, and the names people type. Compared without case, spaces
 * or punctuation ("E-mail Address" = "email address"). Within a field the first name found wins.
 */
export const fieldColumnNames: Record<ImportableLeadField, readonly string[]> = {
  firstName: ['First Name', 'FirstName', 'First', 'Given Name', 'FName', 'Contact First Name', 'Buyer First Name'],
  lastName: [
    'Last Name',
    'LastName',
    'Last',
    'Surname',
    'Family Name',
    'LName',
    'Contact Last Name',
    'Buyer Last Name',
  ],
  name: ['Name', 'Full Name', 'Contact Name', 'Lead Name', 'Client Name', 'Customer Name', 'Contact'],
  email: [
    'Email',
    'Email 1',
    'Primary Email',
    'Email Address',
    'E-mail',
    'Emails',
    'Email Address 1',
    'Personal Email',
    'Contact Email',
  ],
  phone: [
    'Phone',
    'Phone 1',
    'Primary Phone',
    'Phone Number',
    'Mobile',
    'Mobile Phone',
    'Cell',
    'Cell Phone',
    'Phones',
    'Phone Number 1',
    'Telephone',
    'Tel',
    'Home Phone',
    'Work Phone',
    'Contact Phone',
  ],
  source: ['Source', 'Lead Source', 'Original Source', 'Referral Source', 'Lead Origin', 'How Did You Hear About Us'],
  status: ['Status', 'Stage', 'Lead Status', 'Lead Stage', 'Pipeline Stage', 'Contact Status'],
  priority: ['Priority', 'Lead Priority', 'Temperature', 'Lead Temperature'],
  budget: [
    'Budget',
    'Price',
    'Price Range',
    'Average Price',
    'Max Price',
    'Maximum Price',
    'Price Max',
    'Max Budget',
    'Target Price',
    'Home Price',
    'Purchase Price',
    'Avg Price',
  ],
  timeline: [
    'Timeline',
    'Timeframe',
    'Time Frame',
    'Buying Timeframe',
    'Move Timeframe',
    'Purchase Timeline',
    'Moving Timeline',
  ],
  propertyType: ['Property Type', 'Home Type', 'Type of Home', 'Type of Property', 'Property Types'],
  preferredAreas: [
    'Preferred Areas',
    'Area',
    'Areas',
    'Location',
    'Desired Location',
    'Search Area',
    'Target Area',
    'Neighborhood',
    'Neighborhoods',
    'City',
    'Cities',
  ],
  preApproval: [
    'Pre-approval',
    'Pre-Approval Status',
    'Preapproved',
    'Pre-Approved',
    'Pre Approval',
    'Financing Status',
  ],
  nextFollowUpDate: ['Next Follow-up', 'Next Follow Up', 'Follow-up Date', 'Follow Up Date', 'Next Task Date'],
  notes: ['Notes', 'Note', 'Message', 'Comments', 'Comment', 'Background', 'Lead Message', 'Inquiry', 'Description'],
};

export type ExportFormat = 'Follow Up Boss' | 'kvCORE' | 'Zillow Premier Agent';

/**
 * How each CRM's export is recognised: headers only it writes (`distinctive`) and headers it shares with
 * others (`typical`, a tie-breaker). It takes two distinctive headers to name a format.
 */
export const formatColumnNames: readonly {
  format: ExportFormat;
  distinctive: readonly string[];
  typical: readonly string[];
}[] = [
  {
    format: 'Follow Up Boss',
    distinctive: ['Email 1', 'Phone 1', 'Emails', 'Phones', 'Background', 'Tags', 'Assigned To', 'Lender'],
    typical: ['First Name', 'Last Name', 'Stage', 'Source', 'Price', 'Budget', 'Notes'],
  },
  {
    format: 'kvCORE',
    distinctive: ['Primary Email', 'Primary Phone', 'Price Range', 'Average Price', 'Area', 'Assigned Agent'],
    typical: ['First Name', 'Last Name', 'Status', 'Lead Source', 'Notes'],
  },
  {
    format: 'Zillow Premier Agent',
    distinctive: ['Lead Type', 'Timeframe', 'Message', 'Location', 'Contact Type'],
    typical: ['Name', 'Email', 'Phone', 'Price', 'Stage', 'Status'],
  },
];
