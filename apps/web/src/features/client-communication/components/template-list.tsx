import { communicationTypeLabels, type CommunicationTemplate } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { bracketed } from '../placeholders';
import { PlaceholderText } from './placeholder-text';
import type { Draft } from './use-drafts';

type TemplateListProps = {
  templates: CommunicationTemplate[];
  subject: string;
  onUse: (draft: Draft) => void;
};

/** The template library, filled from the form; what is still to fill is highlighted. */
export function TemplateList({ templates, subject, onUse }: TemplateListProps) {
  if (templates.length === 0) return <p className="text-sm text-slate-600">No templates for this kind of message.</p>;
  return (
    <ul className="space-y-3" aria-label="Templates">
      {templates.map((t) => (
        <li key={t.id}>
          <Card className="space-y-3 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{t.name}</h4>
              <Badge tone="brand">{communicationTypeLabels[t.communicationType]}</Badge>
            </div>
            {t.subject && (
              <p className="text-sm">
                <span className="font-semibold text-slate-700">Subject:</span>{' '}
                <PlaceholderText text={t.subject} inline />
              </p>
            )}
            <PlaceholderText text={t.content} />
            <p className="text-xs text-slate-600">
              {t.unfilled.length > 0
                ? `To fill in: ${t.unfilled.map(bracketed).join(', ')}`
                : 'Every detail is filled in from the form.'}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUse({ subject: t.subject ?? subject, content: t.content })}
            >
              Use this<span className="sr-only">: {t.name}</span>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
