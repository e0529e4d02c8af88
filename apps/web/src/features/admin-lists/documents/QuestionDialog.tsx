import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DocumentQuestionInput, DocumentQuestionOutput } from '@app/shared';
import { FormTextField } from '../../../ui/FormTextField';
import { documentQuestionResolver } from '../common/resolvers';
import { saveErrorText, validationErrors } from '../common/errors';
import { SAVE_QUESTION, type DocumentQuestion } from './graphql';
import { DialogFooter } from '../../../ui/DialogFooter';

interface QuestionDialogProps {
  documentId: string;
  /** The question being edited; none adds one. */
  question: DocumentQuestion | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

function QuestionForm({ documentId, question, onClose, onSaved }: QuestionDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [save] = useMutation(SAVE_QUESTION, { refetchQueries: ['AdminDocumentDetail'] });
  const { control, handleSubmit, formState, setError } = useForm<
    DocumentQuestionInput,
    unknown,
    DocumentQuestionOutput
  >({
    resolver: documentQuestionResolver,
    mode: 'onChange',
    defaultValues: {
      uuid: question?.uuid ?? null,
      document_id: documentId,
      question: question?.question ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save({
        variables: { document_id: documentId, question: values.question, uuid: question?.uuid },
      });
      onSaved(!question);
    } catch (error) {
      const message = validationErrors(error)?.question?.[0];
      if (message) setError('question', { type: 'server', message });
      setFailure(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{question ? 'Edit Question' : 'Add Question'}</DialogTitle>
      <DialogContent>
        {failure != null && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
            {saveErrorText(failure)}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="question"
          label="Question"
          required
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogFooter
        sx={{ px: 3, pb: 2 }}
        onCancel={onClose}
        cancelDisabled={formState.isSubmitting}
        confirmLabel={question ? 'Update' : 'Save'}
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
      />
    </Box>
  );
}

/** Add or edit a qualifying question of a document (save_document_question). */
export function QuestionDialog(props: QuestionDialogProps & { open: boolean }) {
  const { open, ...form } = props;
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="sm" fullWidth>
      {open && <QuestionForm key={props.question?.uuid ?? 'new'} {...form} />}
    </Dialog>
  );
}
