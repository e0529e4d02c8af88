import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FAX_PAGE_SLIDER_DEBOUNCE_MS, INBOUND_FAX_MSG, pageRangeError } from '@app/shared';

export interface PageRangeSliderProps {
  /** The PDF's page count; the slider shows only when it is above 1. */
  pages: number;
  /** The applied range (1-based, inclusive). */
  value: [number, number];
  /** A valid range, once the user has stopped moving for 300 ms. */
  onChange: (range: [number, number]) => void;
  /** The range error shown, or null: the dialog does not save an invalid range. */
  onErrorChange?: (error: string | null) => void;
}

type Draft = [string, string];

const draftOf = (value: [number, number]): Draft => [String(value[0]), String(value[1])];

function draftError(draft: Draft, pages: number): string | null {
  if (draft[0].trim() === '' || draft[1].trim() === '')
    return INBOUND_FAX_MSG.invalidPageRange(pages);
  return pageRangeError(Number(draft[0]), Number(draft[1]), pages);
}

/**
 * Picks the fax pages that belong to the referral (spec 3 sections 2.2 and 5): a range slider
 * (1 to the page count, step 1, the thumbs cannot cross) and start/end inputs. A change applies
 * after a 300 ms pause, so dragging does not redraw the PDF at every step; an invalid range is
 * shown as 'Invalid page range: PDF has n pages' and never applied.
 */
export function PageRangeSlider({ pages, value, onChange, onErrorChange }: PageRangeSliderProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [applied, setApplied] = useState(value);
  // A range set from outside (another suggestion) replaces what was typed.
  if (applied[0] !== value[0] || applied[1] !== value[1]) {
    setApplied(value);
    setDraft(draftOf(value));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const error = draftError(draft, pages);
  useEffect(() => {
    onErrorChange?.(error);
  }, [error, onErrorChange]);

  const propose = (next: Draft) => {
    setDraft(next);
    clearTimeout(timer.current);
    if (draftError(next, pages) !== null) return;
    const range: [number, number] = [Number(next[0]), Number(next[1])];
    timer.current = setTimeout(() => onChange(range), FAX_PAGE_SLIDER_DEBOUNCE_MS);
  };

  if (pages <= 1) return null;
  const sliderValue = error === null ? [Number(draft[0]), Number(draft[1])] : value;
  const input = (index: 0 | 1, label: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={draft[index]}
      error={error !== null}
      onChange={(e) => {
        const next: Draft = [...draft];
        next[index] = e.target.value;
        propose(next);
      }}
      slotProps={{ htmlInput: { min: 1, max: pages, step: 1, inputMode: 'numeric' } }}
      sx={{ width: 104 }}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Referral pages
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        {input(0, 'Start page')}
        <Slider
          value={sliderValue}
          min={1}
          max={pages}
          step={1}
          marks={pages <= 20}
          disableSwap
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? 'First page' : 'Last page')}
          onChange={(_e, next) => {
            const [start, end] = next as number[];
            propose([String(start), String(end)]);
          }}
          sx={{ flex: 1, mx: 1 }}
        />
        {input(1, 'End page')}
      </Box>
      {error !== null && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
