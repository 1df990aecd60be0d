/** The words and the language of the day labels (English unless told). */
export type DayLabels = { today: string; yesterday: string; locale: string };

const englishLabels: DayLabels = {
  today: "Today",
  yesterday: "Yesterday",
  locale: "en-US",
};

const shortMonthDay = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });

function startOfLocalDay(timestamp: number, daysBack = 0): number {
  const day = new Date(timestamp);
  day.setHours(0, 0, 0, 0);
  // setDate, not 24 h arithmetic, so days that change daylight saving time still line up.
  day.setDate(day.getDate() - daysBack);
  return day.getTime();
}

/** "Today", "Yesterday", or a short month-day such as "Nov 3" ("11月3日"), in the visitor's time zone. */
export function dayLabel(
  timestamp: number,
  now: number,
  labels: DayLabels = englishLabels,
): string {
  if (timestamp >= startOfLocalDay(now)) return labels.today;
  if (timestamp >= startOfLocalDay(now, 1)) return labels.yesterday;
  return shortMonthDay(labels.locale).format(timestamp);
}

export type DayGroup<T> = { label: string; items: T[] };

/** Groups items under their day label, keeping the order in which labels and items first appear. */
export function groupByDay<T extends { createdAt: number }>(
  items: readonly T[],
  now: number,
  labels: DayLabels = englishLabels,
): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const label = dayLabel(item.createdAt, now, labels);
    const group = groups.get(label);
    if (group) group.push(item);
    else groups.set(label, [item]);
  }
  return [...groups].map(([label, grouped]) => ({ label, items: grouped }));
}
