import { useState } from 'react';

/** Which rows are open: a set of ids, each toggled on its own. */
export function useToggleSet(initial: Iterable<string> = []): [ReadonlySet<string>, (id: string) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (id: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return [open, toggle];
}
