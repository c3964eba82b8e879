import { type RefObject, useEffect } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

const activityEvents = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

/**
 * Pauses the queue's timers while the page is hidden or nobody has interacted for `idleAfterMs`,
 * so a toast is not missed by someone who stepped away (spec section 9). Resumes on return,
 * unless the pointer or focus is in the toast region (RAC pauses for that itself).
 */
export function useIdlePause<T>(queue: ToastQueue<T>, regionRef: RefObject<HTMLElement | null>, idleAfterMs: number): void {
  useEffect(() => {
    let paused = false;
    let idle = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;

    const regionHoldsTimers = () => regionRef.current?.matches('[data-hovered], [data-focused]') ?? false;
    const update = () => {
      const shouldPause = idle || document.visibilityState === 'hidden';
      if (shouldPause && !paused) {
        paused = true;
        queue.pauseAll();
      } else if (!shouldPause && paused) {
        paused = false;
        if (!regionHoldsTimers()) queue.resumeAll();
      }
    };
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        idle = true;
        update();
      }, idleAfterMs);
    };
    const onActivity = () => {
      armIdleTimer();
      if (idle) {
        idle = false;
        update();
      }
    };
    // A toast added while paused starts its timer when it mounts; hold it right after.
    const unsubscribe = queue.subscribe(() => {
      if (paused) setTimeout(() => paused && queue.pauseAll(), 0);
    });

    document.addEventListener('visibilitychange', update);
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
    armIdleTimer();
    update();
    return () => {
      clearTimeout(idleTimer);
      unsubscribe();
      document.removeEventListener('visibilitychange', update);
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [queue, regionRef, idleAfterMs]);
}
