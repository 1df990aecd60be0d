import { describe, expect, it } from "vitest";

import { dayLabel, groupByDay } from "./day-groups";

// Local-time dates, so the tests hold in any time zone.
const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2025, month - 1, day, hour, minute).getTime();
const now = at(11, 5, 9, 30);

describe("dayLabel", () => {
  it('says "Today" from local midnight until now', () => {
    expect(dayLabel(at(11, 5, 0, 0), now)).toBe("Today");
    expect(dayLabel(now, now)).toBe("Today");
  });

  it('says "Yesterday" for the previous local day, up to its last minute', () => {
    expect(dayLabel(at(11, 4, 0, 0), now)).toBe("Yesterday");
    expect(dayLabel(at(11, 4, 23, 59), now)).toBe("Yesterday");
  });

  it("gives a short month and day for older dates", () => {
    expect(dayLabel(at(11, 3, 23, 59), now)).toBe("Nov 3");
    expect(dayLabel(at(10, 28), now)).toBe("Oct 28");
  });

  it('says "Yesterday" across a month boundary', () => {
    expect(dayLabel(at(10, 31, 20), at(11, 1, 8))).toBe("Yesterday");
  });
});

describe("groupByDay", () => {
  it("groups newest-first chats under their day labels in order", () => {
    const chats = [
      { id: "1", createdAt: at(11, 5, 9) },
      { id: "2", createdAt: at(11, 5, 8) },
      { id: "3", createdAt: at(11, 4, 18) },
      { id: "4", createdAt: at(11, 3, 7) },
    ];
    expect(
      groupByDay(chats, now).map((group) => ({
        label: group.label,
        ids: group.items.map((chat) => chat.id),
      })),
    ).toEqual([
      { label: "Today", ids: ["1", "2"] },
      { label: "Yesterday", ids: ["3"] },
      { label: "Nov 3", ids: ["4"] },
    ]);
  });

  it("returns no groups for no chats", () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});
