import { useState } from 'react';

/** A panel's list controls: the chosen filter chip ('all' at first), the search text and how many rows show. */
export function useListControls<F extends string>(pageSize: number) {
  const [filter, setFilter] = useState<F | 'all'>('all');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(pageSize);
  return { filter, setFilter, search, setSearch, shown, setShown };
}

/**
 * The confirmation dialog before a run starts. `start` runs the request: the dialog closes when it succeeds and
 * stays open when it fails (the caller shows the server's message), to try again or cancel.
 */
export function useStartDialog() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const start = async (request: () => Promise<unknown>) => {
    setStarting(true);
    try {
      await request();
      setDialogOpen(false);
    } catch {
      // Said by the caller.
    } finally {
      setStarting(false);
    }
  };
  return { dialogOpen, setDialogOpen, starting, start };
}
