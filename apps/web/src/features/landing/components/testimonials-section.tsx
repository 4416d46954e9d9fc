import { testimonials } from '../content';
import { RatingStars } from './rating-stars';
import { SectionHeading } from './section-heading';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Agents across Dallas–Fort Worth work faster"
          text="Hear from realtors who use Bluebonnet on real deals every week."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
                <RatingStars rating={t.rating} />
                <blockquote className="mt-5 flex-1 text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="grid size-11 place-items-center rounded-full bg-bonnet-100 font-semibold text-bonnet-800"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
