import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REFERRAL_MSG } from '@app/shared';
import { errorMessage } from '../../../app/http';
import { uploadReferralFiles } from './api';
import { DocumentSectionFrame, useFileIntake } from './DocumentSectionFrame';
import { DropZone } from './DropZone';
import type { ProviderDocumentDto, ReferralDocumentDto } from './graphql';
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

/** One expandable document section: its question, its drop zone, its upload progress. */
function SectionPanel({ section, files, answer, onAnswer, upload }: SectionPanelProps) {
  const [progress, setProgress] = useState<number | null>(null);

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
  const intake = useFileIntake(section, (chosen, useFilename) => void send(chosen, useFilename));

  return (
    <DocumentSectionFrame
      section={section}
      fileCount={files.length}
      answer={answer}
      onAnswer={onAnswer}
      after={intake.renameDialog}
    >
      <DropZone label={section.title} disabled={progress !== null} onFiles={intake.onFiles} />
      <UploadProgress progress={progress} label={`Uploading to ${section.title}`} />
      <UploadProblemsAlert problems={intake.problems} onClose={intake.clearProblems} />
      {files.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {files.map((f) => f.name).join(', ')}
        </Typography>
      )}
    </DocumentSectionFrame>
  );
}

export interface DocumentSectionListProps {
  referralUuid: string;
  providerDocuments: readonly ProviderDocumentDto[];
  sameOrganization: boolean;
  documents: readonly ReferralDocumentDto[];
  onDocumentsChange: (update: (current: ReferralDocumentDto[]) => ReferralDocumentDto[]) => void;
  /** The Yes/No answers; without `onAnswer` the questions are not asked (after sending). */
  answers?: Readonly<Record<string, Answer>>;
  onAnswer?: (section: DocumentSection, answer: Answer) => void;
  /** Told when uploads start (true) and when none is running any more (false). */
  onUploading?: (uploading: boolean) => void;
}

/**
 * The wizard's document sections: a section per required document, per optional document (with
 * its Yes/No question when answers are taken) and 'Misc - Optional' (files named in 'Rename
 * File'), each uploading to its document, with the upload result above them. Used by the wizard's
 * step 3 and the detail view's 'Upload Documents' dialog.
 */
export function DocumentSectionList(props: DocumentSectionListProps) {
  const { referralUuid, providerDocuments, sameOrganization, documents, onDocumentsChange } = props;
  const { answers, onAnswer, onUploading } = props;
  const sections = documentSections(providerDocuments, sameOrganization).map((s) =>
    onAnswer ? s : { ...s, question: null },
  );
  const [result, setResult] = useUploadResult();
  const running = useRef(0);

  const upload: SectionPanelProps['upload'] = async (section, files, useFilename, onProgress) => {
    running.current += 1;
    if (running.current === 1) onUploading?.(true);
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
    } finally {
      running.current -= 1;
      if (running.current === 0) onUploading?.(false);
    }
  };

  return (
    <>
      <UploadResultAlert result={result} onClose={() => setResult(null)} />
      <Box>
        {sections.map((s) => (
          <SectionPanel
            key={s.key}
            section={s}
            files={filesOf(s, documents, providerDocuments)}
            answer={answers?.[s.name]}
            onAnswer={onAnswer ?? (() => undefined)}
            upload={upload}
          />
        ))}
      </Box>
    </>
  );
}

export interface DocumentsStepProps extends DocumentSectionListProps {
  answers: Readonly<Record<string, Answer>>;
  onAnswer: (section: DocumentSection, answer: Answer) => void;
}

/** Step 3: the document sections, then the 'Uploaded Documents' list. */
export function DocumentsStep(props: DocumentsStepProps) {
  const { referralUuid, documents, onDocumentsChange } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {REFERRAL_MSG.stepDocuments}
      </Typography>
      <DocumentSectionList {...props} />
      <UploadedDocuments
        referralUuid={referralUuid}
        documents={documents}
        onDeleted={(uuid) => onDocumentsChange((current) => current.filter((d) => d.uuid !== uuid))}
      />
    </Box>
  );
}
