import { Link } from 'react-router';
import { Brand } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';

const sections = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Testimonials' },
];

export function LandingNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Brand />
        <ul className="hidden items-center gap-8 md:flex">
          {sections.map((section) => (
            <li key={section.href}>
              <a href={section.href} className="rounded text-sm font-medium text-slate-700 hover:text-bonnet-700">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" className="max-sm:hidden">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/login">Start Trial</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
