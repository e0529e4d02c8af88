import { useState } from 'react';
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
import { MISC_SECTION_NOTE, REFERRAL_MSG, miscFileName } from '@app/shared';
import { errorMessage } from '../../../app/http';
import { uploadReferralFiles } from './api';
import { DropZone } from './DropZone';
import type { ProviderDocumentDto, ReferralDocumentDto } from './graphql';
import { RenameFileDialog } from './RenameFileDialog';
import { UploadedDocuments } from './UploadedDocuments';
import {
  UploadProblemsAlert,
  UploadProgress,
  UploadResultAlert,
  useUploadResult,
} from './UploadResultAlert';

export { UPLOAD_ALERT_MS } from './UploadResultAlert';
import {
  documentSections,
  filesOf,
  mergeDocuments,
  uploadProblems,
  type Answer,
  type DocumentSection,
} from './wizardLogic';

interface SectionPanelProps {
  section: DocumentSection;
  files: readonly ReferralDocumentDto[];
  answer: Answer | undefined;
  onAnswer: (section: DocumentSection, answer: Answer) => void;
  /** Sends files to this section; resolves once the server has them (rejects on failure). */
  upload: (
    section: DocumentSection,
    files: File[],
    useFilename: string | undefined,
    onProgress: (percent: number) => void,
  ) => Promise<void>;
}

function QualifyingQuestion({
  section,
  answer,
  onAnswer,
}: Pick<SectionPanelProps, 'section' | 'answer' | 'onAnswer'>) {
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

/** One expandable document section: its question, its drop zone, its upload progress. */
function SectionPanel({ section, files, answer, onAnswer, upload }: SectionPanelProps) {
  const [expanded, setExpanded] = useState(section.required);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // Misc files wait here for their name, one at a time.
  const [naming, setNaming] = useState<{ id: number; files: File[] }>({ id: 0, files: [] });

  const send = async (chosen: File[], useFilename?: string) => {
    setProgress(0);
    try {
      await upload(section, chosen, useFilename, setProgress);
    } catch {
      // The step shows 'Failed to upload files'.
    } finally {
      setProgress(null);
    }
  };

  const onFiles = (chosen: File[]) => {
    const found = uploadProblems(chosen);
    setProblems(found);
    if (found.length > 0) return;
    if (section.misc) setNaming((n) => ({ id: n.id + 1, files: [...n.files, ...chosen] }));
    else void send(chosen);
  };

  const nextToName = naming.files[0] ?? null;
  const doneNaming = () => setNaming((n) => ({ id: n.id + 1, files: n.files.slice(1) }));
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
          {files.length > 0 && (
            <Chip
              size="small"
              color="success"
              label={`${String(files.length)} file${files.length === 1 ? '' : 's'}`}
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
        <DropZone label={section.title} disabled={progress !== null} onFiles={onFiles} />
        <UploadProgress progress={progress} label={`Uploading to ${section.title}`} />
        <UploadProblemsAlert problems={problems} onClose={() => setProblems([])} />
        {files.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {files.map((f) => f.name).join(', ')}
          </Typography>
        )}
      </AccordionDetails>
      {section.misc && (
        <RenameFileDialog
          file={nextToName}
          fileKey={naming.id}
          onCancel={doneNaming}
          onSave={(typed) => {
            if (!nextToName) return;
            const name = miscFileName(typed, nextToName.name);
            doneNaming();
            void send([nextToName], name);
          }}
        />
      )}
    </Accordion>
  );
}

export interface DocumentsStepProps {
  referralUuid: string;
  providerDocuments: readonly ProviderDocumentDto[];
  sameOrganization: boolean;
  documents: readonly ReferralDocumentDto[];
  onDocumentsChange: (update: (current: ReferralDocumentDto[]) => ReferralDocumentDto[]) => void;
  answers: Readonly<Record<string, Answer>>;
  onAnswer: (section: DocumentSection, answer: Answer) => void;
}

/**
 * Step 3: a section per required document, per optional document (with its Yes/No question) and
 * 'Misc - Optional' (files named in 'Rename File'), then the 'Uploaded Documents' list.
 */
export function DocumentsStep(props: DocumentsStepProps) {
  const { referralUuid, providerDocuments, sameOrganization, documents, onDocumentsChange } = props;
  const sections = documentSections(providerDocuments, sameOrganization);
  const [result, setResult] = useUploadResult();

  const upload: SectionPanelProps['upload'] = async (section, files, useFilename, onProgress) => {
    try {
      const answer = await uploadReferralFiles({
        referralUuid,
        files,
        documentId: section.documentId,
        useFilename,
        onProgress,
      });
      onDocumentsChange((current) => mergeDocuments(current, answer.documents ?? []));
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, detail: errorMessage(error) });
      throw error;
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {REFERRAL_MSG.stepDocuments}
      </Typography>
      <UploadResultAlert result={result} onClose={() => setResult(null)} />
      <Box>
        {sections.map((s) => (
          <SectionPanel
            key={s.key}
            section={s}
            files={filesOf(s, documents, providerDocuments)}
            answer={props.answers[s.name]}
            onAnswer={props.onAnswer}
            upload={upload}
          />
        ))}
      </Box>
      <UploadedDocuments
        referralUuid={referralUuid}
        documents={documents}
        onDeleted={(uuid) => onDocumentsChange((current) => current.filter((d) => d.uuid !== uuid))}
      />
    </Box>
  );
}
