import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  FIELD_KIND_OPTIONS,
  FIELD_SIZES,
  FORM_TYPE_LABELS,
  isChoiceKind,
  toCustomFormAttribute,
  rowProblems,
  type CustomFormAttribute,
  type FieldKind,
  type FormType,
} from '@app/shared';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { serverMessage } from '../../ui/pickers/serverErrors';
import { FormRenderer } from '../forms/FormRenderer';
import { ChipsInput } from './ChipsInput';
import { ConfirmDialog } from '../../ui/data-grid/ConfirmDialog';
import {
  addNewField,
  editRow,
  emptyNewField,
  moveRow,
  problemsByRow,
  removeRow,
  rowsForSave,
  type Forms,
  type NewField,
} from './formSettingsLogic';
import { CUSTOM_FORM, SAVE_CUSTOM_FORM } from './graphql';

const SECTIONS: FormType[] = ['external', 'internal'];

function KindSelect({
  value,
  onChange,
  name,
}: {
  value: FieldKind;
  onChange: (k: FieldKind) => void;
  name: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Kind"
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value as FieldKind)}
    >
      {FIELD_KIND_OPTIONS.map((k) => (
        <MenuItem key={k.value} value={k.value}>
          {k.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SizeSelect({
  value,
  onChange,
  disabled,
  name,
}: {
  value: string;
  onChange: (s: string) => void;
  disabled?: boolean;
  name: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Size"
      name={name}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <em>Empty</em>
      </MenuItem>
      {FIELD_SIZES.map((s) => (
        <MenuItem key={s} value={s}>
          {s}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface RowEditorProps {
  row: CustomFormAttribute;
  index: number;
  count: number;
  formType: FormType;
  problems: string[];
  onChange: (patch: Partial<CustomFormAttribute>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function RowEditor({
  row,
  index,
  count,
  formType,
  problems,
  onChange,
  onMove,
  onRemove,
}: RowEditorProps) {
  const isLabel = row.kind === 'label';
  const id = `${formType}-${String(index)}`;
  return (
    <Paper
      variant="outlined"
      data-testid={`row-${id}`}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        borderColor: problems.length ? 'error.main' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: 'minmax(0,2fr) minmax(0,2fr) minmax(0,1.4fr) 96px auto auto auto',
          },
        }}
      >
        <TextField
          size="small"
          label="Field Name"
          name={`${id}-field`}
          value={row.field}
          onChange={(e) => onChange({ field: e.target.value })}
        />
        <TextField
          size="small"
          label="Label"
          name={`${id}-label`}
          value={row.label}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <KindSelect name={`${id}-kind`} value={row.kind} onChange={(kind) => onChange({ kind })} />
        <SizeSelect
          name={`${id}-size`}
          value={row.size}
          disabled={isLabel}
          onChange={(size) => onChange({ size })}
        />
        <FormControlLabel
          label="Required"
          disabled={isLabel}
          control={
            <Checkbox
              size="small"
              checked={row.required}
              onChange={(e) => onChange({ required: e.target.checked })}
            />
          }
        />
        <FormControlLabel
          label="Hidden"
          disabled={isLabel}
          control={
            <Checkbox
              size="small"
              checked={row.hidden}
              onChange={(e) => onChange({ hidden: e.target.checked })}
            />
          }
        />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gridColumn: { xs: '1 / -1', md: 'auto' },
          }}
        >
          <Tooltip title="Move up">
            <span>
              <IconButton
                size="small"
                aria-label="Move up"
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                size="small"
                aria-label="Move down"
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Remove field">
            <IconButton
              size="small"
              aria-label={`Remove field ${row.label || row.field}`}
              onClick={onRemove}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: isChoiceKind(row.kind) ? '1fr 1fr' : '1fr' },
        }}
      >
        {isChoiceKind(row.kind) && (
          <ChipsInput
            label="Choices"
            name={`${id}-choices`}
            value={row.choices}
            onChange={(choices) => onChange({ choices })}
          />
        )}
        <TextField
          size="small"
          label="Help Text"
          name={`${id}-helpText`}
          value={row.helpText}
          onChange={(e) => onChange({ helpText: e.target.value })}
        />
      </Box>
      {problems.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} role="alert">
          {problems.map((p) => (
            <Chip key={p} size="small" color="error" variant="outlined" label={p} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function NewFieldArea({ forms, onAdd }: { forms: Forms; onAdd: (forms: Forms) => void }) {
  const [value, setValue] = useState<NewField>(emptyNewField);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<NewField>) => {
    setValue((v) => {
      const next = { ...v, ...patch };
      return next.kind === 'label' ? { ...next, size: '12', required: false, hidden: false } : next;
    });
    setError(null);
  };
  const add = () => {
    const result = addNewField(forms, value);
    if (result.error !== null) {
      setError(result.error);
      return;
    }
    onAdd(result.forms);
    setValue(emptyNewField());
  };
  const isLabel = value.kind === 'label';
  return (
    <Card component="section" aria-labelledby="new-field-title">
      <CardHeader
        title="New Custom Field"
        slotProps={{ title: { id: 'new-field-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: 'minmax(0,2fr) minmax(0,2fr) minmax(0,1.4fr) 96px auto auto',
            },
          }}
        >
          <TextField
            size="small"
            label="Field Name"
            name="new-field"
            value={value.field}
            onChange={(e) => set({ field: e.target.value })}
          />
          <TextField
            size="small"
            label="Label"
            name="new-label"
            value={value.label}
            onChange={(e) => set({ label: e.target.value })}
          />
          <KindSelect name="new-kind" value={value.kind} onChange={(kind) => set({ kind })} />
          <SizeSelect
            name="new-size"
            value={value.size}
            disabled={isLabel}
            onChange={(size) => set({ size })}
          />
          <FormControlLabel
            label="Required"
            disabled={isLabel}
            control={
              <Checkbox
                size="small"
                checked={value.required}
                onChange={(e) => set({ required: e.target.checked })}
              />
            }
          />
          <FormControlLabel
            label="Hidden"
            disabled={isLabel}
            control={
              <Checkbox
                size="small"
                checked={value.hidden}
                onChange={(e) => set({ hidden: e.target.checked })}
              />
            }
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: isChoiceKind(value.kind) ? '1fr 1fr' : '1fr' },
          }}
        >
          {isChoiceKind(value.kind) && (
            <ChipsInput
              label="Choices"
              name="new-choices"
              value={value.choices}
              onChange={(choices) => set({ choices })}
            />
          )}
          <TextField
            size="small"
            label="Help Text"
            name="new-helpText"
            value={value.helpText}
            onChange={(e) => set({ helpText: e.target.value })}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Add to"
            name="new-target"
            value={value.target}
            onChange={(e) => set({ target: e.target.value as NewField['target'] })}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="internal">{FORM_TYPE_LABELS.internal}</MenuItem>
            <MenuItem value="external">{FORM_TYPE_LABELS.external}</MenuItem>
            <MenuItem value="both">Both forms</MenuItem>
          </TextField>
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={add}>
            Add Field
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The referral form settings of a clinic (spec 1 section 2): the 'Public Form' (external) and
 * 'Intra Organizational Form' (internal) rows, a 'New Custom Field' area and a live preview.
 */
export function FormSettings({ clinicId }: { clinicId: string }) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useMutation(SAVE_CUSTOM_FORM);
  const [forms, setForms] = useState<Forms | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<{ formType: FormType; index: number } | null>(null);
  const [preview, setPreview] = useState<FormType>('external');

  useEffect(() => {
    let live = true;
    const load = (form_type: FormType) =>
      client
        .query({
          query: CUSTOM_FORM,
          variables: { clinic_id: clinicId, form_type },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => (data?.clinic_custom_form_attributes ?? []).map(toCustomFormAttribute));
    Promise.all([load('external'), load('internal')])
      .then(([external, internal]) => {
        if (live) setForms({ external, internal });
      })
      .catch((e: unknown) => {
        if (live) setLoadError(e);
      });
    return () => {
      live = false;
    };
  }, [client, clinicId]);

  const problems = useMemo(
    () =>
      forms
        ? {
            external: problemsByRow(forms.external, 'external'),
            internal: problemsByRow(forms.internal, 'internal'),
          }
        : null,
    [forms],
  );
  const previewRows = useMemo(() => (forms ? rowsForSave(forms[preview]) : []), [forms, preview]);

  if (loadError) return <ErrorBanner error={loadError} />;
  if (!forms || !problems) return <FullPageSpinner />;

  const update = (formType: FormType, rows: CustomFormAttribute[]) =>
    setForms((f) => (f ? { ...f, [formType]: rows } : f));
  const hasProblems = problems.external.size > 0 || problems.internal.size > 0;

  const saveAll = async () => {
    setSaveError(null);
    setSaving(true);
    try {
      // The internal form first, then the external one (spec 1 section 4).
      const saved: Partial<Forms> = {};
      for (const formType of ['internal', 'external'] as const) {
        const { data } = await save({
          variables: {
            clinic_id: clinicId,
            form_type: formType,
            custom_form_attributes: rowsForSave(forms[formType]),
          },
        });
        saved[formType] = (
          data?.save_clinic_custom_form_attributes ?? rowsForSave(forms[formType])
        ).map(toCustomFormAttribute);
      }
      setForms({
        internal: saved.internal ?? forms.internal,
        external: saved.external ?? forms.external,
      });
      enqueueSnackbar('Successfully saved clinic referral form settings.', { variant: 'success' });
    } catch (e) {
      setSaveError(serverMessage(e) || JSON.stringify(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {saveError && (
        <Alert severity="error" onClose={() => setSaveError(null)}>
          <AlertTitle>Cannot save clinic referral form settings.</AlertTitle>
          {saveError}
        </Alert>
      )}
      {SECTIONS.map((formType) => (
        <Card key={formType} component="section" aria-labelledby={`${formType}-form-title`}>
          <CardHeader
            title={FORM_TYPE_LABELS[formType]}
            subheader={`${String(forms[formType].length)} field${forms[formType].length === 1 ? '' : 's'}`}
            slotProps={{ title: { id: `${formType}-form-title`, component: 'h2', variant: 'h6' } }}
          />
          <CardContent sx={{ pt: 0, display: 'grid', gap: 1.5 }}>
            {forms[formType].length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>
                No fields yet: add one below.
              </Typography>
            )}
            {forms[formType].map((row, index) => (
              <RowEditor
                key={`${formType}-${String(index)}`}
                row={row}
                index={index}
                count={forms[formType].length}
                formType={formType}
                problems={[
                  ...new Set([...rowProblems(row), ...(problems[formType].get(index) ?? [])]),
                ]}
                onChange={(patch) =>
                  update(
                    formType,
                    forms[formType].map((r, i) => (i === index ? editRow(r, patch) : r)),
                  )
                }
                onMove={(by) => update(formType, moveRow(forms[formType], index, by))}
                onRemove={() => setConfirm({ formType, index })}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      <NewFieldArea forms={forms} onAdd={setForms} />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {hasProblems && (
          <Typography color="error" variant="body2">
            Fix the flagged fields before saving.
          </Typography>
        )}
        <Button variant="contained" onClick={() => void saveAll()} disabled={saving || hasProblems}>
          Save
        </Button>
      </Box>
      <Card component="section" aria-labelledby="preview-title">
        <CardHeader
          title="Preview"
          slotProps={{ title: { id: 'preview-title', component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Tabs value={preview} onChange={(_e, v: FormType) => setPreview(v)} sx={{ mb: 2 }}>
            {SECTIONS.map((t) => (
              <Tab key={t} value={t} label={FORM_TYPE_LABELS[t]} />
            ))}
          </Tabs>
          {previewRows.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>This form has no fields.</Typography>
          ) : (
            <FormRenderer
              key={preview}
              attributes={previewRows}
              submitLabel="Check"
              onSubmit={() => {
                enqueueSnackbar('The form is filled in correctly.', { variant: 'info' });
              }}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        title="Are you sure?"
        message="Click proceed if you want to remove this field from the form."
        choices={[
          {
            label: 'Proceed',
            run: async () => {
              if (confirm)
                update(confirm.formType, removeRow(forms[confirm.formType], confirm.index));
            },
          },
        ]}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
