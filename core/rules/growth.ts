// The dashboard's month-over-month captions, from real figures (SHELL-19).
import type { MonthOverMonth } from '../schemas/stats';

/**
 * "12% from last month", "-8% from last month", "No change from last month", or "New this month"
 * when last month had none.
 */
export function growthCaption({ thisMonth, lastMonth }: MonthOverMonth): string {
  if (thisMonth === lastMonth) return 'No change from last month';
  if (lastMonth === 0) return 'New this month';
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (percent === 0) return 'No change from last month';
  return `${percent}% from last month`;
}
