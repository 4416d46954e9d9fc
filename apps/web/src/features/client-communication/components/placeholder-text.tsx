import { splitPlaceholders } from '../placeholders';

/** A draft's text with its unfilled `[PLACEHOLDERS]` marked, line breaks kept. */
export function PlaceholderText({ text, inline }: { text: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={inline ? undefined : 'text-sm whitespace-pre-wrap text-slate-800'}>
      {splitPlaceholders(text).map((part, i) =>
        part.placeholder ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 font-semibold text-amber-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </Tag>
  );
}
