import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MISC_SECTION_NOTE, miscFileName } from '@app/shared';
import { RenameFileDialog } from './RenameFileDialog';
import { uploadProblems, type Answer, type DocumentSection } from './wizardLogic';

export interface SectionAnswerProps {
  section: DocumentSection;
  answer: Answer | undefined;
  onAnswer: (section: DocumentSection, answer: Answer) => void;
}

/** The yes/no qualifying question of an optional document. */
export function QualifyingQuestion({ section, answer, onAnswer }: SectionAnswerProps) {
  const id = `question-${section.key}`;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        {section.question}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={id}
        value={answer ?? ''}
        onChange={(e) => onAnswer(section, e.target.value as Answer)}
      >
        <FormControlLabel value="Yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="No" control={<Radio />} label="No" />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * One expandable document section (the wizard's and the public form's): its title with a file
 * count, the misc note, the qualifying question, then the caller's drop zone and lists.
 */
export function DocumentSectionFrame({
  section,
  fileCount,
  answer,
  onAnswer,
  children,
  after,
}: SectionAnswerProps & {
  fileCount: number;
  children: ReactNode;
  /** Rendered after the panel (dialogs). */
  after?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(section.required);
  const headingId = `section-${section.key}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${headingId}-content`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
            {section.title}
          </Typography>
          {fileCount > 0 && (
            <Chip
              size="small"
              color="success"
              label={`${String(fileCount)} file${fileCount === 1 ? '' : 's'}`}
            />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ display: 'grid', gap: 2 }}>
        {section.misc && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {MISC_SECTION_NOTE}
          </Typography>
        )}
        {section.question && (
          <QualifyingQuestion section={section} answer={answer} onAnswer={onAnswer} />
        )}
        {children}
      </AccordionDetails>
      {after}
    </Accordion>
  );
}

/**
 * What happens to files dropped on a section: the limits are checked first (`held` files of the
 * zone count towards its 10), misc files are named one at a time in 'Rename File', then `accept`
 * gets them (misc: one file with its stored name).
 */
export function useFileIntake(
  section: DocumentSection,
  accept: (files: File[], useFilename?: string) => void,
  held: readonly File[] = [],
) {
  const [problems, setProblems] = useState<string[]>([]);
  // Misc files wait here for their name, one at a time.
  const [naming, setNaming] = useState<{ id: number; files: File[] }>({ id: 0, files: [] });

  const onFiles = (chosen: File[]) => {
    const found = uploadProblems([...held, ...chosen]);
    setProblems(found);
    if (found.length > 0) return;
    if (section.misc) setNaming((n) => ({ id: n.id + 1, files: [...n.files, ...chosen] }));
    else accept(chosen);
  };

  const nextToName = naming.files[0] ?? null;
  const doneNaming = () => setNaming((n) => ({ id: n.id + 1, files: n.files.slice(1) }));
  const renameDialog = section.misc ? (
    <RenameFileDialog
      file={nextToName}
      fileKey={naming.id}
      onCancel={doneNaming}
      onSave={(typed) => {
        if (!nextToName) return;
        const name = miscFileName(typed, nextToName.name);
        doneNaming();
        accept([nextToName], name);
      }}
    />
  ) : null;

  return { onFiles, problems, clearProblems: () => setProblems([]), renameDialog };
}
