export {
  AvailabilityCalendar,
  type AvailabilityCalendarProps,
  type Turn,
  type TurnsState,
} from './AvailabilityCalendar';
