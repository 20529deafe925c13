export { AlertDialog, type AlertDialogProps, alertDialogTones } from './AlertDialog';
