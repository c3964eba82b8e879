import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { AlertIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown bottom-right; receives `close`. */
  footer?: (close: () => void) => ReactNode;
  /** Modal options (controlled `isOpen`, `isDismissable`...). */
  modalProps?: Omit<ModalOverlayProps, 'children' | 'className'>;
}

/** A modal dialog: focus is trapped, Escape closes, the title labels the dialog. */
export function Dialog({ title, children, footer, modalProps, ...props }: DialogProps) {
  return (
    <ModalOverlay isDismissable {...modalProps} className={styles.overlay}>
      <Modal className={styles.modal}>
        <RACDialog {...props} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children ? <div className={styles.body}>{children}</div> : null}
              {footer ? <div className={styles.footer}>{footer(close)}</div> : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface AlertDialogProps extends Omit<RACDialogProps, 'children' | 'role'> {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive confirmations. */
  variant?: 'primary' | 'danger';
  onConfirm: () => void;
  isPending?: boolean;
  modalProps?: Omit<ModalOverlayProps, 'children' | 'className'>;
}

/** A confirmation that needs an explicit answer (role="alertdialog", not dismissable by clicking outside). */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  isPending,
  modalProps,
  ...props
}: AlertDialogProps) {
  return (
    <ModalOverlay {...modalProps} isDismissable={false} className={styles.overlay}>
      <Modal className={styles.modal}>
        <RACDialog {...props} role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {variant === 'danger' ? (
                  <span className={styles.icon}>
                    <AlertIcon />
                  </span>
                ) : null}
                <div style={{ display: 'grid', gap: 6 }}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  <div className={styles.body}>{children}</div>
                </div>
              </div>
              <div className={styles.footer}>
                <Button onPress={close} isDisabled={isPending}>
                  {cancelLabel}
                </Button>
                <Button
                  variant={variant}
                  isPending={isPending}
                  // The confirming action of an alert dialog takes focus, as the ARIA dialog pattern describes.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  onPress={() => {
                    onConfirm();
                    if (!isPending) close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
