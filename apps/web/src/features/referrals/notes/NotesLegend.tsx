import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { NOTES_LABELS } from './tabs';

type TintedGroup = 'internal' | 'external';

/** The row colour of each group where a tab mixes them (Internal Notes). */
export function groupTint(theme: Theme, group: TintedGroup): string {
  return group === 'internal'
    ? alpha(theme.palette.warning.main, 0.14)
    : alpha(theme.palette.info.main, 0.12);
}

const ENTRIES: { group: TintedGroup; label: string }[] = [
  { group: 'internal', label: NOTES_LABELS.legendInternal },
  { group: 'external', label: NOTES_LABELS.legendExternal },
];

/** Says which row colour is an internal note and which an external message. */
export function NotesLegend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}
    >
      {ENTRIES.map(({ group, label }) => (
        <Box component="li" key={group} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            data-group={group}
            sx={(theme) => ({
              width: 14,
              height: 14,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: groupTint(theme, group),
            })}
          />
          <Typography variant="body2">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
