// Autosave of a FAR report: edits stay on the page and are sent (only the changed fields, with the
// version they started from) once typing pauses. A newer version saved elsewhere answers 409: the
// edits stay, and the person chooses to save them over it or to load it. Leaving the page with
// unsaved edits asks first. Nothing typed is lost.
import type { FAR } from '@quartile/api';
import { ApiError } from '@quartile/api';
import { changesBetween, valuesOf, type FarValues, type SaveState } from '@quartile/ui/fragments/FarEditor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';

export const AUTOSAVE_DELAY_MS = 800;

/** Values the server would refuse: saving waits until they are fixed on the page. */
function invalid(values: FarValues): boolean {
  if (!values.title.trim()) return true;
  return [...values.content.functions, ...values.content.assets, ...values.content.risks].some((i) => !i.name.trim());
}

const pending = (far: FAR, values: FarValues) => Object.keys(changesBetween(valuesOf(far), values)).length > 0;

export function useFarAutosave(loaded: FAR | undefined, onSaved: () => void) {
  const [far, setFar] = useState<FAR | undefined>(undefined);
  const [values, setValues] = useState<FarValues | undefined>(undefined);
  const [saveState, setSaveStateValue] = useState<SaveState>('saved');
  // The latest state for callbacks that outlive a render (timers, requests in flight).
  const current = useRef<{ far?: FAR; values?: FarValues; saveState: SaveState }>({ saveState: 'saved' });
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const setSaveState = (state: SaveState) => {
    current.current.saveState = state;
    setSaveStateValue(state);
  };
  const setSaved = (next: FAR) => {
    current.current.far = next;
    setFar(next);
  };

  // The report as loaded is shown once; later the page holds the edits.
  useEffect(() => {
    if (!loaded || current.current.far?.id === loaded.id) return;
    current.current = { far: loaded, values: valuesOf(loaded), saveState: 'saved' };
    setFar(loaded);
    setValues(valuesOf(loaded));
    setSaveStateValue('saved');
  }, [loaded]);

  const sendOnce = useCallback(async () => {
    const { far: base, values: next } = current.current;
    if (!base || !next) return;
    if (!pending(base, next)) return setSaveState('saved');
    if (invalid(next)) return setSaveState('unsaved');
    setSaveState('saving');
    try {
      const saved = await api.updateFar(base.id, { ...changesBetween(valuesOf(base), next), base_version: base.version });
      setSaved(saved);
      onSaved();
      const after = current.current.values;
      setSaveState(after && pending(saved, after) ? 'unsaved' : 'saved');
    } catch (error) {
      setSaveState(error instanceof ApiError && error.status === 409 ? 'conflict' : 'error');
    }
  }, [onSaved]);

  /** Saves what is on the page now (after any save in flight); true when the server has it all. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    if (current.current.saveState === 'conflict') return false;
    running.current = sendOnce();
    await running.current;
    running.current = null;
    const { far: base, values: now } = current.current;
    return Boolean(base && now && !pending(base, now) && current.current.saveState === 'saved');
  }, [sendOnce]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void saveNow().then(() => {
        // Edits made while that save was on its way get their own.
        if (current.current.saveState === 'unsaved' && current.current.values && !invalid(current.current.values)) schedule();
      });
    }, AUTOSAVE_DELAY_MS);
  }, [saveNow]);

  const change = useCallback(
    (next: FarValues) => {
      current.current.values = next;
      setValues(next);
      if (current.current.saveState === 'conflict') return;
      setSaveState('unsaved');
      schedule();
    },
    [schedule],
  );

  const resolveConflict = useCallback(
    async (choice: 'mine' | 'theirs') => {
      const base = current.current.far;
      if (!base) return;
      try {
        const theirs = await api.getFar(base.id);
        setSaved(theirs);
        if (choice === 'theirs') {
          current.current.values = valuesOf(theirs);
          setValues(valuesOf(theirs));
          setSaveState('saved');
          return;
        }
        setSaveState('unsaved');
        await saveNow();
      } catch {
        setSaveState('conflict');
      }
    },
    [saveNow],
  );

  // Leaving with edits that are not on the server yet asks first.
  useEffect(() => {
    if (saveState === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  return { far, values, saveState, change, saveNow, resolveConflict };
}
