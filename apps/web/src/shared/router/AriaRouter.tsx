// Lets the design system's links and rows (react-aria-components) navigate through react-router
// instead of reloading the page. Mounted once by each frame (the shell and the sign-in screens).
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** Router paths become app hrefs; absolute URLs (a client's website) stay as they are. */
function useAppHref(href: string): string {
  const appHref = useHref(isAbsolute(href) ? '/' : href);
  return isAbsolute(href) ? href : appHref;
}

export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
