import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { errorMessage } from '../../../app/http';
import { GridPlaceholder } from '../../../ui/data-grid';
import type { WritableNoteGroup } from '@app/shared';
import { NoteComposer } from './NoteComposer';
import { NotesLegend } from './NotesLegend';
import { referralLogTabs, type NoteTabKey, type ReferralLogFacts } from './tabs';
import { useReferralNotes } from './useReferralNotes';

// The data grid loads with the first notes view, like the lists.
const NotesGrid = lazy(() => import('./NotesGrid'));

export interface ReferralNotesProps extends ReferralLogFacts {
  referralUuid: string;
}

const NO_DRAFTS: Record<WritableNoteGroup, string> = { internal: '', external: '' };

/**
 * The notes UI the Referral Log card, the notes dialog and the notes page share: the tabs the
 * spec allows this viewer, the tab's grid, and an input under the writable tabs.
 */
export function ReferralNotes({ referralUuid, ...facts }: ReferralNotesProps) {
  const tabs = referralLogTabs(facts);
  const [picked, setPicked] = useState<NoteTabKey>(tabs[0]!.key);
  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const { notes, loading, error, retry, afterSend } = useReferralNotes(referralUuid);
  const idPrefix = useId();
  // A tab the rules no longer allow (the referral changed) falls back to the first one.
  const tab = tabs.find((t) => t.key === picked) ?? tabs[0]!;
  const rows = notes.filter((n) => tab.groups.some((group) => group === n.group));
  const writes = tab.writes;

  return (
    <Box>
      <Tabs
        value={tab.key}
        onChange={(_event, key: NoteTabKey) => setPicked(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Referral Log tabs"
      >
        {tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`${idPrefix}-tab-${t.key}`}
            aria-controls={`${idPrefix}-panel`}
          />
        ))}
      </Tabs>
      <Divider />
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab.key}`}>
        {tab.legend && (
          <Box sx={{ px: 2, pt: 1.5 }}>
            <NotesLegend />
          </Box>
        )}
        {error != null && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        )}
        <Suspense fallback={<GridPlaceholder />}>
          <NotesGrid tab={tab} notes={rows} loading={loading} />
        </Suspense>
        {writes && (
          <>
            <Divider />
            <NoteComposer
              // One input per group: its dialog and sending state stay with it.
              key={writes}
              referralUuid={referralUuid}
              group={writes}
              draft={drafts[writes]}
              onDraftChange={(text) => setDrafts((all) => ({ ...all, [writes]: text }))}
              onSent={afterSend}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
