import { Brand } from '@/components/layouts/brand';
import { footerLists } from '../content';

/** Footer lists are plain text on purpose: their pages do not exist (spec §2). */
export function LandingFooter() {
  return (
    <footer className="bg-bonnet-950 text-bonnet-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <Brand to="" inverse />
          <p className="mt-4 text-sm">AI tools for real estate professionals in Texas and beyond.</p>
        </div>
        {footerLists.map((list) => (
          <div key={list.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{list.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Bluebonnet. Not affiliated with the Texas Real Estate Commission.
        </p>
      </div>
    </footer>
  );
}
