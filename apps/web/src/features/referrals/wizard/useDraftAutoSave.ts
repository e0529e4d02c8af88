import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DRAFT_SAVE_DEBOUNCE_MS, type DraftState } from '@app/shared';
import { applyFieldErrors, validationErrors } from '../../../ui/pickers/serverErrors';
import { draftApi } from './api';
import {
  changedFields,
  draftPayload,
  type DraftContext,
  type WizardFormValues,
  type WizardParsedValues,
} from './wizardLogic';

export interface DraftAutoSaveOptions {
  form: UseFormReturn<WizardFormValues, unknown, WizardParsedValues>;
  schema: z.ZodType<WizardParsedValues, WizardFormValues>;
  /** The provider and picked patient; null while no provider is chosen (nothing to save). */
  context: DraftContext | null;
  /** A reopened draft: its uuid and the payload the server holds. */
  initialUuid: string | null;
  initialSaved: Record<string, unknown> | null;
  /** The form's field paths, so server field errors land under their fields. */
  fieldPaths: readonly string[];
  onCreated: (uuid: string) => void;
}

export interface DraftAutoSave {
  state: DraftState;
  /** The last failed save; cleared by the next successful one. */
  error: unknown;
  uuid: string | null;
  /** Call on every change: saves once nothing changed for DRAFT_SAVE_DEBOUNCE_MS. */
  schedule: () => void;
  /** Saves pending changes now; resolves true when the draft holds them (or had nothing to save). */
  flush: () => Promise<boolean>;
}

/**
 * The draft auto-save of spec 2 section 4: 1,500 ms after the last change, if the form is valid,
 * the first save creates the referral and later saves send only the changed fields. Saves run one
 * after another, so a change typed during a save is saved after it with the new uuid. A failed
 * save keeps what was typed, shows the server's message and retries on the next change.
 */
export function useDraftAutoSave(options: DraftAutoSaveOptions): DraftAutoSave {
  const [state, setState] = useState<DraftState>(options.initialUuid ? 'saved' : 'unsaved');
  const [error, setError] = useState<unknown>(null);
  const [uuid, setUuid] = useState<string | null>(options.initialUuid);

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const uuidRef = useRef(options.initialUuid);
  const saved = useRef(options.initialSaved);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  // Counts changes, so a save that finishes after a newer change does not claim 'Saved as Draft'.
  const changes = useRef(0);
  const submitting = useRef(false);
  const alive = useRef(true);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveNow = useCallback(async (): Promise<boolean> => {
    const { form, schema, context, fieldPaths, onCreated } = latest.current;
    if (!context) return false;
    const seen = changes.current;
    const parsed = await schema.safeParseAsync(form.getValues());
    // Only a valid form is saved (the server keeps no half-valid drafts); it stays 'Unsaved'.
    if (!parsed.success) return false;
    const payload = draftPayload(parsed.data, context);
    const current = uuidRef.current;
    const diff = current ? changedFields(saved.current, payload) : payload;
    if (current && Object.keys(diff).length === 0) {
      setError(null);
      if (seen === changes.current) setState('saved');
      return true;
    }
    submitting.current = true;
    setState('submitting');
    try {
      const answer = current
        ? await draftApi.update(current, diff)
        : await draftApi.create(payload);
      saved.current = { ...(saved.current ?? {}), ...diff };
      setError(null);
      if (!current) {
        uuidRef.current = answer.referral.uuid;
        setUuid(answer.referral.uuid);
        if (alive.current) onCreated(answer.referral.uuid);
      }
      setState(seen === changes.current ? 'saved' : 'unsaved');
      return true;
    } catch (failure) {
      setError(failure);
      applyFieldErrors(validationErrors(failure), form.setError as never, fieldPaths);
      setState('unsaved');
      return false;
    } finally {
      submitting.current = false;
    }
  }, []);

  const enqueue = useCallback(() => {
    queue.current = queue.current.then(saveNow, saveNow);
    return queue.current;
  }, [saveNow]);

  const schedule = useCallback(() => {
    changes.current += 1;
    if (!submitting.current) setState('unsaved');
    clearTimer();
    timer.current = setTimeout(() => {
      timer.current = null;
      void enqueue();
    }, DRAFT_SAVE_DEBOUNCE_MS);
  }, [enqueue]);

  const flush = useCallback(() => {
    clearTimer();
    return enqueue();
  }, [enqueue]);

  // Leaving the page during the pause still saves what was typed (without moving the address).
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (!timer.current) return;
      clearTimer();
      void enqueue();
    };
  }, [enqueue]);

  return { state, error, uuid, schedule, flush };
}
