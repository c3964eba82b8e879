// The results page's settings: applied at once on screen, saved shortly after the last change
// (one request for a burst of clicks), retried on demand when saving fails. Nothing typed is lost:
// the settings stay on screen whatever the network does.
import type { ResultsSettings } from '@quartile/api';
import type { ResultsSaveState } from '@quartile/ui/fragments/Results';
import { useCallback, useEffect, useRef, useState } from 'react';

const SAVE_DELAY_MS = 500;

export function useSavedSettings(initial: ResultsSettings, save: (settings: ResultsSettings) => Promise<unknown>) {
  const [settings, setSettings] = useState(initial);
  const [saveState, setSaveState] = useState<ResultsSaveState>('saved');
  const [attempt, setAttempt] = useState(0);
  const dirty = useRef(false);
  const latest = useRef(0);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!dirty.current) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      saveRef.current(settings).then(
        () => {
          if (request === latest.current) setSaveState('saved');
        },
        () => {
          if (request === latest.current) setSaveState('error');
        },
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, attempt]);

  const change = useCallback((next: ResultsSettings) => {
    dirty.current = true;
    setSaveState('saving');
    setSettings(next);
  }, []);

  const retry = useCallback(() => {
    dirty.current = true;
    setSaveState('saving');
    setAttempt((n) => n + 1);
  }, []);

  return { settings, change, saveState, retry };
}
