import type { CommunicationContact, CommunicationResult } from '@bluebonnet/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DraftEditor } from './draft-editor';
import { EngineLine } from './engine-line';
import { FollowUpList } from './follow-up-list';
import { TemplateList } from './template-list';
import type { DraftsState, DraftVersion, ResultTab } from './use-drafts';

const tabLabels: Record<ResultTab, string> = {
  primary: 'Primary',
  alternative: 'Alternative',
  'follow-up': 'Follow-up',
  templates: 'Templates',
};

type CommunicationResultsProps = {
  state: DraftsState & { result: CommunicationResult };
  contact: CommunicationContact | null;
};

/** The result tabs of spec §2.9: Primary, Alternative, Follow-up, Templates. */
export function CommunicationResults({ state, contact }: CommunicationResultsProps) {
  const { result, drafts, tab, setTab, edit, putInPrimary } = state;
  const editor = (version: DraftVersion) => (
    <DraftEditor
      version={tabLabels[version]}
      draft={drafts[version]}
      onChange={(change) => edit(version, change)}
      channel={result.channel}
      talkingPoints={result.talkingPoints}
      contact={contact}
    />
  );
  return (
    <div className="space-y-4">
      <Tabs value={tab} onValueChange={(value) => setTab(value as ResultTab)}>
        <TabsList aria-label="Drafts" className="sm:grid-cols-4">
          {(Object.keys(tabLabels) as ResultTab[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="primary">{editor('primary')}</TabsContent>
        <TabsContent value="alternative">{editor('alternative')}</TabsContent>
        <TabsContent value="follow-up">
          <FollowUpList followUps={result.followUps} subject={drafts.primary.subject} onUse={putInPrimary} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplateList templates={result.templates} subject={drafts.primary.subject} onUse={putInPrimary} />
        </TabsContent>
      </Tabs>
      <EngineLine meta={result.meta} />
    </div>
  );
}
