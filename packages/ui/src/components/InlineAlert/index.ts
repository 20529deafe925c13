export { InlineAlert, type InlineAlertProps, inlineAlertTones } from './InlineAlert';
