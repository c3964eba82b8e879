// The browser tab's title for a page. Feature texts spell the full title ("Clients · Quartile");
// the shell and sign-in texts give the page name only, and `withSuffix` adds " · Quartile".
import { useEffect } from 'react';

export function useDocumentTitle(title: string, { withSuffix = false }: { withSuffix?: boolean } = {}): void {
  useEffect(() => {
    document.title = withSuffix ? `${title} · Quartile` : title;
  }, [title, withSuffix]);
}
