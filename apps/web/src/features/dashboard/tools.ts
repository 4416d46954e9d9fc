import {
  BadgeCheck,
  Calculator,
  CalendarClock,
  ClipboardList,
  FileText,
  GitCompare,
  HeartPulse,
  House,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  PenLine,
  Search,
  Share2,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { toolIds, type ToolId } from '@bluebonnet/contracts';

export { toolIds, type ToolId } from '@bluebonnet/contracts';

export type ToolMeta = { label: string; description: string; icon: LucideIcon };

export const tools: Record<ToolId, ToolMeta> = {
  overview: { label: 'Overview', icon: LayoutDashboard, description: 'Your plan, usage and tools at a glance.' },
  'market-analysis': {
    label: 'Market Analysis',
    icon: TrendingUp,
    description:
      'An AI market report for a location, property type and price range, with a market score and key figures.',
  },
  'investment-analyzer': {
    label: 'Investment Analyzer',
    icon: Calculator,
    description: 'Cash flow, cap rate and cash-on-cash return for a rental property, with a detailed report.',
  },
  'property-valuation': {
    label: 'Property Valuation',
    icon: House,
    description: 'A one-click estimate of a property’s value, with your valuation history.',
  },
  'client-communication': {
    label: 'Client Communication',
    icon: MessageSquare,
    description: 'Emails and texts for a client in the tone and urgency you choose, with follow-ups and templates.',
  },
  'listing-optimization': {
    label: 'Listing Optimization',
    icon: Search,
    description: 'An SEO-optimized listing description with keywords, hashtags and scores.',
  },
  'neighborhood-insights': {
    label: 'Neighborhood Insights',
    icon: MapPin,
    description: 'A neighborhood report for an address: schools, amenities, transport, market and demographics.',
  },
  'neighborhood-comparison': {
    label: 'Neighborhood Comparison',
    icon: GitCompare,
    description: 'Side-by-side comparison of neighborhoods, with an overall winner and who each one suits best.',
  },
  'property-descriptions': {
    label: 'Property Descriptions',
    icon: PenLine,
    description: 'MLS-ready listing titles, descriptions, highlights and marketing tags from a property’s details.',
  },
  'lead-management': {
    label: 'Lead Management',
    icon: Users,
    description: 'Track leads with AI insights, activity logging and status tracking.',
  },
  'social-media': {
    label: 'Social Media',
    icon: Share2,
    description: 'One-click posts for Facebook, Instagram, LinkedIn and Twitter from your listings, with share links.',
  },
  'contract-assistance': {
    label: 'Contract Assistant',
    icon: FileText,
    description: 'Risk, compliance and negotiation analysis of purchase, listing and lease agreements, with history.',
  },
  'contract-deadlines': {
    label: 'Contract Deadlines',
    icon: CalendarClock,
    description: 'Urgent and upcoming inspection, financing and closing deadlines from your contracts.',
  },
  'trec-verification': {
    label: 'TREC Verification',
    icon: BadgeCheck,
    description: 'Look up a Texas real estate license and its status.',
  },
  'contract-health': {
    label: 'Contract Health',
    icon: HeartPulse,
    description: 'A health ring for each of your contracts, with the ones that need attention first.',
  },
  'customer-intake': {
    label: 'Customer Intake',
    icon: ClipboardList,
    description: 'Leads captured through your public intake form, with form links, SMS and AI client analysis.',
  },
};

export function isToolId(value: string | null): value is ToolId {
  return value !== null && (toolIds as readonly string[]).includes(value);
}
