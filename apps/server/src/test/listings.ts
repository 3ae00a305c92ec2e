import { WEEKDAYS, type WeeklyHours } from '@harbour/shared';

/** Weekly hours with every day closed; spread it and open the days a test needs. */
export const CLOSED_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeeklyHours;
