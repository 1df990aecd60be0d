import deepsearch from "@boards/deepsearch/2025.10.json";
import { describe, expect, it } from "vitest";

import { localizedDuration } from "./published-duration";

describe("localizedDuration", () => {
  it("writes minutes, seconds and hours in Chinese, the figures as published", () => {
    expect(localizedDuration("5-8min", "zh-CN")).toBe("5-8 分钟");
    expect(localizedDuration("5–8 min", "zh-CN")).toBe("5–8 分钟");
    expect(localizedDuration("30 s", "zh-CN")).toBe("30 秒");
    expect(localizedDuration("~2 hours", "zh-CN")).toBe("~2 小时");
  });

  it("keeps English as published, and anything it cannot read", () => {
    expect(localizedDuration("5-8min", "en")).toBe("5-8min");
    expect(localizedDuration("-", "zh-CN")).toBe("-");
    expect(localizedDuration("a while", "zh-CN")).toBe("a while");
    expect(localizedDuration("5 parsecs", "zh-CN")).toBe("5 parsecs");
  });

  it("leaves no Latin letter in any of DeepSearch 2025.10's published times on a Chinese page", () => {
    const times = deepsearch.rows.flatMap((row) =>
      typeof row.time_per_task === "string" ? [row.time_per_task] : [],
    );
    expect(times.length).toBeGreaterThan(0);
    for (const time of times)
      expect(localizedDuration(time, "zh-CN")).not.toMatch(/[A-Za-z]/);
  });
});
