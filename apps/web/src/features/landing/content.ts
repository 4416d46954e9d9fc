import {
  CalendarClock,
  ChartLine,
  FileText,
  House,
  MapPinned,
  MessageSquare,
  Search,
  Share2,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type Feature = { icon: LucideIcon; title: string; text: string };

/** The landing page's feature list (spec §1). */
export const features: Feature[] = [
  {
    icon: FileText,
    title: 'Contract Analysis',
    text: 'Flags risks, suggests improvements and checks Texas compliance on purchase, listing and lease agreements.',
  },
  {
    icon: Users,
    title: 'Lead Management',
    text: 'AI scoring ranks every lead and suggests the next follow-up, so no buyer or seller slips through.',
  },
  {
    icon: Share2,
    title: 'Social Media Campaigns',
    text: 'Captions and hashtags for Facebook, Instagram, LinkedIn and Twitter, plus video templates for every listing.',
  },
  {
    icon: TrendingUp,
    title: 'AI Market Analysis',
    text: 'Prices, inventory and days on market for the neighborhoods you work, ready for a listing presentation.',
  },
  {
    icon: MessageSquare,
    title: 'Client Communication Assistant',
    text: 'Clear, friendly emails and texts for every stage of a deal, written in your tone and ready to send.',
  },
  {
    icon: House,
    title: 'Valuation & Investment ROI',
    text: 'Property valuations, cash flow, cap rate and cash-on-cash return for buyers and investors.',
  },
  {
    icon: MapPinned,
    title: 'Neighborhood Insights',
    text: 'Schools, amenities, commutes and market trends, and side-by-side comparisons of the areas your clients weigh.',
  },
  {
    icon: Search,
    title: 'SEO Listing Optimization',
    text: 'Listing titles, keywords and descriptions tuned so buyers find your homes first.',
  },
  {
    icon: CalendarClock,
    title: 'Contract Deadline Tracking',
    text: 'Inspection, financing and closing dates in one place, with the urgent ones at the top.',
  },
];

/** The four cards of the demo modal's platform tour. */
export const tourCards: Feature[] = [
  {
    icon: FileText,
    title: 'AI Contract Analysis',
    text: 'Paste or upload a TREC contract and get its risks, key terms, deadlines and a Texas compliance check in minutes.',
  },
  {
    icon: Users,
    title: 'Smart Lead Management',
    text: 'See which leads are ready to move, log calls and showings, and get a suggested next step for each one.',
  },
  {
    icon: Share2,
    title: 'Social Media Campaigns',
    text: 'Turn a listing into posts for four networks at once, with captions, hashtags and share links.',
  },
  {
    icon: ChartLine,
    title: 'Market & Investment Tools',
    text: 'Market reports, valuations and rental ROI for the properties your clients are considering.',
  },
];

export type Testimonial = { quote: string; name: string; role: string; rating: number };

export const testimonials: Testimonial[] = [
  {
    quote:
      'The contract review caught a missing HOA addendum on a Frisco deal the night before I sent it over. That one catch paid for the year.',
    name: 'Maria Gonzalez',
    role: 'Broker Associate, Frisco',
    rating: 5,
  },
  {
    quote:
      'I used to spend Sunday nights writing listing descriptions and Instagram posts. Now it takes twenty minutes, and my Fort Worth listings look sharper than ever.',
    name: 'James Whitaker',
    role: 'Realtor, Fort Worth',
    rating: 5,
  },
  {
    quote:
      'Lead scoring tells my team who to call first every morning. Our follow-ups in Plano and Allen are faster, and fewer buyers go cold.',
    name: 'Priya Raman',
    role: 'Team Lead, Plano',
    rating: 5,
  },
];

export const footerLists: { title: string; items: string[] }[] = [
  { title: 'Product', items: ['Contract Analysis', 'Lead Management', 'Market Analysis', 'Social Media Tools'] },
  { title: 'Company', items: ['About Us', 'Careers', 'Press', 'Contact'] },
  { title: 'Support', items: ['Help Center', 'Training Videos', 'Privacy Policy', 'Terms of Service'] },
];
