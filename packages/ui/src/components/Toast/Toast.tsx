import { useRef } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../icons/icons.tsx';
import * as styles from './Toast.css.ts';
import { toastQueue, type ToastContent, type ToastKind } from './toastQueue.ts';
import { useIdlePause } from './useIdlePause.ts';

export interface ToasterProps {
  /** Timers pause after this long without pointer or keyboard activity. */
  idleAfterMs?: number;
}

function KindIcon({ kind }: { kind: ToastKind }) {
  return (
    <span className={styles.icon({ kind })} aria-hidden="true">
      {kind === 'success' ? <CheckCircleIcon /> : kind === 'error' ? <AlertIcon /> : kind === 'info' ? <InfoIcon /> : <span className={styles.spinner} />}
    </span>
  );
}

/** Renders the app's toast queue once, bottom-start. Show toasts with `toast.success(...)` etc. */
export function Toaster({ idleAfterMs = 30_000 }: ToasterProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  useIdlePause(toastQueue, regionRef, idleAfterMs);
  return (
    <ToastRegion<ToastContent> ref={regionRef} queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast} data-kind={toast.content.kind}>
          <KindIcon kind={toast.content.kind} />
          <ToastContentSlot className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContentSlot>
          <RACButton slot="close" aria-label="Dismiss" className={styles.close}>
            <CloseIcon size={14} />
          </RACButton>
        </RACToast>
      )}
    </ToastRegion>
  );
}
