export {
  type ToastApi,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastSeverity,
  toastSeverities,
  useToast,
} from './Toast';
