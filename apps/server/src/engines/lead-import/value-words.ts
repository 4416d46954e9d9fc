import type { LeadPriority, LeadPropertyType, LeadSource, LeadStatus, LeadTimeline } from '@bluebonnet/contracts';

/*
 * The words CRMs and people use for our option values. Our own labels and codes are added by value-maps.ts,
 * so a file we exported reads back as it was. Compared without case or punctuation.
 */

/**
 * Follow Up Boss stages (Lead, Hot Prospect, Nurture, Active Client, Pending, Closed, Past Client, Sphere,
 * Trash, Unresponsive), kvCORE statuses (New, Active, Client, Closed, Sphere, Archived) and Zillow contact
 * statuses (Attempted contact … Sale closed, Nurture, Rejected). A lead who signed on or closed is converted.
 */
export const statusWords: Record<LeadStatus, readonly string[]> = {
  new: ['New', 'Lead', 'New Lead', 'Open', 'Uncontacted', 'Not Contacted', 'Unworked'],
  contacted: [
    'Contacted',
    'Attempted Contact',
    'Attempted',
    'Spoke with Customer',
    'Spoke with Lead',
    'Connected',
    'Engaged',
    'Active',
    'Working',
    'In Progress',
    'Prospect',
    'Responded',
  ],
  qualified: [
    'Qualified',
    'Hot Prospect',
    'Hot',
    'Hot Lead',
    'Appointment Set',
    'Met with Customer',
    'Showing Homes',
    'Showing',
    'Submitting Offers',
    'Making Offers',
  ],
  // Unresponsive and Sphere contacts stay on a drip: they are nurtured, not lost.
  nurturing: [
    'Nurture',
    'Nurturing',
    'Long Term Nurture',
    'Long-term',
    'Sphere',
    'Watch',
    'Cold',
    'Unresponsive',
    'Not Ready',
  ],
  converted: [
    'Converted',
    'Active Client',
    'Client',
    'Pending',
    'Under Contract',
    'Closed',
    'Sale Closed',
    'Past Client',
    'Won',
    'Closed Won',
  ],
  lost: [
    'Lost',
    'Trash',
    'Archived',
    'Rejected',
    'Dead',
    'Junk',
    'Spam',
    'Not Interested',
    'Do Not Contact',
    'Unqualified',
    'Closed Lost',
    'Inactive',
    'Bad Lead',
  ],
};

export const sourceWords: Record<LeadSource, readonly string[]> = {
  website: [
    'Website',
    'Web',
    'Web Form',
    'Website Form',
    'Contact Form',
    'IDX',
    'IDX Website',
    'My Website',
    'kvCORE Website',
    'BoldTrail Website',
    'Landing Page',
    'Google',
    'Google Ads',
    'PPC',
    'SEO',
    'Organic',
    'Internet',
    'Online',
  ],
  social_media: [
    'Social',
    'Social Media',
    'Facebook',
    'Facebook Ads',
    'Facebook Lead Ad',
    'Instagram',
    'Meta',
    'LinkedIn',
    'TikTok',
    'YouTube',
    'Twitter',
    'Nextdoor',
    'Pinterest',
  ],
  referral: [
    'Referral',
    'Referred',
    'Agent Referral',
    'Client Referral',
    'Past Client',
    'Sphere',
    'Sphere of Influence',
    'SOI',
    'Friend',
    'Family',
    'Word of Mouth',
    'Repeat Client',
  ],
  cold_call: [
    'Cold Call',
    'Cold Calling',
    'Prospecting',
    'Circle Prospecting',
    'Door Knocking',
    'Expired',
    'FSBO',
    'For Sale by Owner',
  ],
  open_house: ['Open House', 'Open House Sign-in', 'Sign-in Sheet'],
  zillow: ['Zillow', 'Zillow Premier Agent', 'Premier Agent', 'Zillow Flex', 'Trulia', 'HotPads'],
  realtor_com: ['Realtor.com', 'Realtor.com Connections', 'Move', 'Opcity'],
  other: ['Other', 'Unknown', 'Manual', 'Imported'],
};

/** Longer source texts ("Zillow Premier Agent - Buyer", "facebook.com lead form") by a word they contain. */
export const sourceKeywords: readonly [string, LeadSource][] = [
  ['zillow', 'zillow'],
  ['trulia', 'zillow'],
  ['realtorcom', 'realtor_com'],
  ['facebook', 'social_media'],
  ['instagram', 'social_media'],
  ['openhouse', 'open_house'],
  ['referral', 'referral'],
  ['website', 'website'],
];

export const priorityWords: Record<LeadPriority, readonly string[]> = {
  high: ['High', 'Hot', 'Urgent', 'Top'],
  medium: ['Medium', 'Med', 'Normal', 'Warm'],
  low: ['Low', 'Cold'],
};

export const propertyTypeWords: Record<LeadPropertyType, readonly string[]> = {
  single_family: [
    'Single Family',
    'Single Family Home',
    'Single Family Residence',
    'Single Family Detached',
    'SFR',
    'SFH',
    'House',
    'Home',
    'Detached',
    'Residential',
  ],
  townhouse: ['Townhouse', 'Townhome', 'Town House', 'Town Home', 'Rowhouse', 'Attached'],
  condo: ['Condo', 'Condominium', 'Condos', 'Apartment', 'Co-op', 'Loft', 'High Rise'],
  multi_family: ['Multi Family', 'Multifamily', 'Duplex', 'Triplex', 'Fourplex', 'Quadplex', '2-4 Units'],
  land: ['Land', 'Lot', 'Lots', 'Lots/Land', 'Lots and Land', 'Acreage', 'Vacant Land', 'Farm', 'Ranch', 'Farm/Ranch'],
  other: ['Other', 'Mobile Home', 'Manufactured', 'Commercial'],
};

/** Zillow's timeframes (0-3 months … 12+ months, Not sure) and what people write; ranges are also computed. */
export const timelineWords: Record<LeadTimeline, readonly string[]> = {
  asap: ['ASAP', 'As Soon As Possible', 'Immediately', 'Now', 'Right Away', 'Urgent', 'This Month'],
  '1_3_months': ['Within 3 Months', 'Less than 3 Months', 'Next Few Months'],
  '3_6_months': ['Within 6 Months'],
  '6_12_months': ['6+ Months', 'Within a Year', 'Within 12 Months', 'This Year', 'Later This Year'],
  over_12_months: [
    '12+ Months',
    'Over 12 Months',
    'More than 12 Months',
    'Over a Year',
    'More than a Year',
    'Next Year',
    'Long Term',
  ],
  unsure: [
    'Unsure',
    'Not Sure',
    'Unknown',
    'Just Looking',
    'Just Browsing',
    'Browsing',
    'Undecided',
    "Don't Know",
    'No Timeframe',
  ],
};
