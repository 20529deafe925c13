export { StatusBadge, type StatusBadgeProps, type StatusTone, statusTones } from './StatusBadge';
