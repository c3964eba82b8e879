import { useEffect, useState } from 'react';
import type { WidgetAvailability } from '@quartile/ui/fragments/InquiryForm';

/**
 * Whether an external page answers at all (an opaque no-cors request: it tells reachable from
 * offline or blocked, nothing more). Cross-origin iframes give no load-error signal of their own.
 */
export function useReachable(url: string, timeoutMs = 6000): WidgetAvailability {
  const [state, setState] = useState<{ url: string; availability: WidgetAvailability }>({ url, availability: 'checking' });
  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    // Too slow counts as unavailable: the visitor gets the link instead of an empty frame.
    const timer = window.setTimeout(() => controller.abort(), timeoutMs);
    const settle = (availability: WidgetAvailability) => {
      window.clearTimeout(timer);
      if (!cancelled) setState({ url, availability });
    };
    fetch(url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal, credentials: 'omit' }).then(
      () => settle('available'),
      () => settle('unavailable'),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, timeoutMs]);
  return state.url === url ? state.availability : 'checking';
}
