import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars, `rating` of them filled, read out as "Rated N out of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5 stars`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-5', n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </div>
  );
}
