export { AlertDialog, Dialog, DialogTrigger, type AlertDialogProps, type DialogProps } from './Dialog.tsx';
