import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
}

/**
 * The meta of the page being prerendered (scripts/prerender.ts writes it into the page's head):
 * effects do not run in a server render, so the hook records it while rendering instead.
 */
export const prerenderedMeta: { current: DocumentMeta | null } = { current: null };

/** Sets the page title and meta description while the page is shown. */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  if (typeof document === 'undefined') prerenderedMeta.current = { title, description };
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    // The prerendered page is now hydrated and answers clicks and typing (end-to-end tests wait for it).
    document.documentElement.dataset['interactive'] = '';
  }, [title, description]);
}
