import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Whether a small screen's navigation menu is open. Navigating closes it (state follows the path, no effect
 * needed), and so does Escape while it is open.
 */
export function useNavMenu(currentPath: string): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return [menuOpen, setMenuOpen];
}
