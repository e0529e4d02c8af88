import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DocumentSectionFrame, useFileIntake } from '../referrals/wizard/DocumentSectionFrame';
import { DropZone } from '../referrals/wizard/DropZone';
import { UploadProblemsAlert, UploadProgress } from '../referrals/wizard/UploadResultAlert';
import type { Answer, DocumentSection } from '../referrals/wizard/wizardLogic';
import type { HeldFile } from './publicFormLogic';

interface SectionProps {
  section: DocumentSection;
  files: readonly HeldFile[];
  answer: Answer | undefined;
  onAnswer: (section: DocumentSection, answer: Answer) => void;
  onAdd: (section: DocumentSection, files: { file: File; useFilename?: string }[]) => void;
  onRemove: (section: DocumentSection, id: number) => void;
  /** Upload progress of this section while submitting; null otherwise. */
  progress: number | null;
  disabled: boolean;
}

/**
 * One document section of the public form. Files wait in the browser (nothing is sent before
 * submit); the same limits as the wizard are checked when they are chosen.
 */
function HeldSection({
  section,
  files,
  answer,
  onAnswer,
  onAdd,
  onRemove,
  progress,
  disabled,
}: SectionProps) {
  const intake = useFileIntake(
    section,
    (chosen, useFilename) =>
      onAdd(
        section,
        chosen.map((file) => ({ file, useFilename })),
      ),
    files.map((f) => f.file),
  );
  return (
    <DocumentSectionFrame
      section={section}
      fileCount={files.length}
      answer={answer}
      onAnswer={onAnswer}
      after={intake.renameDialog}
    >
      <DropZone label={section.title} disabled={disabled} onFiles={intake.onFiles} />
      <UploadProblemsAlert problems={intake.problems} onClose={intake.clearProblems} />
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={`Files for ${section.title}`}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {files.map((f) => (
            <li key={f.id}>
              <Chip
                label={f.useFilename ?? f.file.name}
                onDelete={disabled ? undefined : () => onRemove(section, f.id)}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
      <UploadProgress progress={progress} label={`Uploading to ${section.title}`} />
    </DocumentSectionFrame>
  );
}

export interface PublicDocumentSectionsProps {
  sections: readonly DocumentSection[];
  held: Readonly<Record<string, readonly HeldFile[]>>;
  answers: Readonly<Record<string, Answer>>;
  onAnswer: SectionProps['onAnswer'];
  onAdd: SectionProps['onAdd'];
  onRemove: SectionProps['onRemove'];
  progress: Readonly<Record<string, number>>;
  disabled: boolean;
}

/** The chosen provider's document sections: required first, then optional, then misc. */
export function PublicDocumentSections(props: PublicDocumentSectionsProps) {
  return (
    <Box>
      {props.sections.map((s) => (
        <HeldSection
          key={s.key}
          section={s}
          files={props.held[s.key] ?? []}
          answer={props.answers[s.name]}
          onAnswer={props.onAnswer}
          onAdd={props.onAdd}
          onRemove={props.onRemove}
          progress={props.progress[s.key] ?? null}
          disabled={props.disabled}
        />
      ))}
    </Box>
  );
}
