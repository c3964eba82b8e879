import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

type Navigate = (href: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Lets the public pages' links navigate inside the app (the app passes its router's navigate). */
export function NavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

export type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A real anchor (works without JavaScript, opens in new tabs, is announced as a link) that hands
 * plain left-clicks on in-app paths to the router instead of reloading the page.
 */
export function PlainLink({ href, onClick, target, children, ...props }: PlainLinkProps) {
  const navigate = useContext(NavigateContext);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isAppPath(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href);
  }
  return (
    <a {...props} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
