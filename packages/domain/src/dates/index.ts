export {
  addDays,
  addMonths,
  addPeriods,
  daysBetween,
  MONTEVIDEO_UTC_OFFSET_HOURS,
  montevideoMoment,
  montevideoToday,
  nextPeriod,
  periodOf,
  periodsBetween,
  previousPeriod,
  weekdayOf,
} from './dates';
