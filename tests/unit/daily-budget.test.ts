import { describe, expect, it } from "vitest";
import { createDailyBudget } from "../../app/lib/analytics/daily-budget";

const monday = Date.UTC(2026, 10, 23, 10);
const day = 86_400_000;

function budgetWithClock(limit: number, storedToday: number) {
  const clock = { at: monday };
  const lines: string[] = [];
  const budget = createDailyBudget({ limit, storedToday, now: () => clock.at, log: (line) => lines.push(line) });
  return { clock, lines, budget };
}

describe("daily event budget", () => {
  it("grants what is left of the day's budget, counting what was stored before the start", () => {
    const { budget } = budgetWithClock(100, 70);
    expect(budget.take(20)).toBe(20);
    expect(budget.take(20)).toBe(10);
    expect(budget.take(20)).toBe(0);
  });

  it("says once a day that the budget is reached, with the code and setting", () => {
    const { clock, lines, budget } = budgetWithClock(100, 0);
    budget.take(100);
    expect(lines).toEqual([]);
    for (let i = 0; i < 50; i++) budget.take(20);
    expect(lines).toEqual([
      "[ANALYTICS_BUDGET_REACHED] analytics: 100 events stored on 2026-11-23 (UTC): further events are dropped until midnight UTC (analytics.dailyEventBudget)",
    ]);
    clock.at += day;
    budget.take(200);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("on 2026-11-24");
  });

  it("starts over at midnight UTC", () => {
    const { clock, budget } = budgetWithClock(100, 100);
    expect(budget.take(1)).toBe(0);
    clock.at = Date.UTC(2026, 10, 24);
    expect(budget.take(100)).toBe(100);
  });

  it("takes back room reserved for events whose insert failed", () => {
    const { budget } = budgetWithClock(100, 0);
    expect(budget.take(100)).toBe(100);
    budget.giveBack(30);
    expect(budget.take(50)).toBe(30);
  });
});
