export { ProgressBar, type ProgressBarProps, progressBarTones } from './ProgressBar';
