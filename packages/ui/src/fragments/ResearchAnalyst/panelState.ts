import type { Company } from '@quartile/api';
import { useMemo, useState } from 'react';
import { activeCompanies } from './labels.ts';

/**
 * A panel's company list: the companies not deleted, and its controls: the chosen filter chip ('all' at first),
 * the search text and how many rows show (`pageSize` more each time; another filter or search starts over).
 */
export function useCompanyList<F extends string>(all: readonly Company[], pageSize: number) {
  const companies = useMemo(() => activeCompanies(all), [all]);
  const [filter, setFilter] = useState<F | 'all'>('all');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(pageSize);
  return {
    companies,
    filter,
    setFilter: (next: F | 'all') => (setFilter(next), setShown(pageSize)),
    search,
    setSearch: (next: string) => (setSearch(next), setShown(pageSize)),
    shown,
    showMore: () => setShown((n) => n + pageSize),
  };
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
  /** The ReadinessDialog's open and pending state, its confirm running `request`. */
  const dialogProps = (request: () => Promise<unknown>) => ({
    isOpen: dialogOpen,
    onOpenChange: setDialogOpen,
    onConfirm: () => void start(request),
    isPending: starting,
  });
  return { open: () => setDialogOpen(true), dialogProps };
}
