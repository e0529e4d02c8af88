import Box from '@mui/material/Box';

/**
 * Text for screen readers only, read out politely when it changes (a row that arrived live). The
 * region is always there: a live region added together with its text is often not announced.
 */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      // Visually hidden (in sx, a width of 1 would mean 100%: the sizes are strings).
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        m: '-1px',
        p: 0,
        border: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Box>
  );
}
