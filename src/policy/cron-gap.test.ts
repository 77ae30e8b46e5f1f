import { CronSyntaxError, cronGapMinutes, parseCron } from "./cron-gap";

/**
 * The smallest gap by brute force: every firing minute of 2000-01-01 to 2003-12-31 (UTC),
 * from the parsed fields and cron(5)'s day rule, walked minute by minute with Date. An
 * independent check of the calendar walk for expressions whose gap shows within four years.
 */
function bruteForceGap(expression: string): number | null {
  const cron = parseCron(expression);
  const either = !cron.daysOfMonth.star && !cron.daysOfWeek.star;
  let previous: number | undefined;
  let smallest = Infinity;
  const start = Date.UTC(2000, 0, 1);
  const end = Date.UTC(2004, 0, 1);
  for (let day = start; day < end; day += 86_400_000) {
    const date = new Date(day);
    if (!cron.months.has(date.getUTCMonth() + 1)) continue;
    const byMonthDay = cron.daysOfMonth.values.has(date.getUTCDate());
    const byWeekday = cron.daysOfWeek.values.has(date.getUTCDay());
    if (either ? !(byMonthDay || byWeekday) : !(byMonthDay && byWeekday)) continue;
    for (const hour of cron.hours) {
      for (const minute of cron.minutes) {
        const at = (day - start) / 60_000 + hour * 60 + minute;
        if (previous !== undefined) smallest = Math.min(smallest, at - previous);
        previous = at;
      }
    }
  }
  return previous === undefined ? null : smallest;
}

describe("cronGapMinutes: the smallest gap between consecutive firings", () => {
  test.each([
    ["* * * * *", 1],
    ["*/5 * * * *", 5],
    ["0 * * * *", 60],
    ["15 * * * *", 60],
    ["0,30 * * * *", 30],
    // 0, 45, then 60 later: the smallest gap is 15 (from :45 to the next :00).
    ["0,45 * * * *", 15],
    ["0-10/5 * * * *", 5],
    ["5/20 * * * *", 20],
    ["0 */2 * * *", 120],
    ["0 9-17 * * *", 60],
    ["0 6 * * *", 1440],
    ["30 23 * * *", 1440],
    // 23:00 then 01:00 the next day: two hours.
    ["0 1,23 * * *", 120],
    ["0 6,18 * * *", 720],
    ["0 0 * * 0", 7 * 1440],
    ["0 0 * * 7", 7 * 1440],
    ["0 0 * * MON", 7 * 1440],
    ["0 0 * * mon,fri", 3 * 1440],
    ["0 6 * * 1-5", 1440],
    ["0 6 * * MON-FRI", 1440],
    ["0 0 * * 5-7", 1440],
    ["0 0 1 * *", 28 * 1440],
    // July 31st to August 31st.
    ["0 0 31 * *", 31 * 1440],
    ["0 0 1 1 *", 365 * 1440],
    ["0 0 1 JAN,JUL *", 181 * 1440],
    // Both day fields restricted: the 1st of the month or any Monday (cron(5)'s either-or).
    ["0 0 1 * 1", 1440],
    // The 1st to the 15th, and the 15th of February to the 1st of March in a common year: 14 days.
    ["0 0 1,15 * *", 14 * 1440],
    ["@hourly", 60],
    ["@daily", 1440],
    ["@midnight", 1440],
    ["@weekly", 7 * 1440],
    ["@monthly", 28 * 1440],
    ["@YEARLY", 365 * 1440],
    ["  0   6  *  *  *  ", 1440],
  ])("%j: %i minutes", (expression, minutes) => {
    expect(cronGapMinutes(expression)).toBe(minutes);
  });

  test("February 29th: every 4 years, but 8 years across 2100, 2200 and 2300 (no leap day there), so 4 years is the smallest gap", () => {
    expect(cronGapMinutes("0 0 29 2 *")).toBe((4 * 365 + 1) * 1440);
  });

  test("an expression that never fires (February 30th) gives null", () => {
    expect(cronGapMinutes("0 0 30 2 *")).toBeNull();
    expect(cronGapMinutes("0 0 31 4,6,9,11 *")).toBeNull();
  });

  test.each(["*/7 * * * *", "0 */5 * * *", "13,47 3,4 * * *", "0 12 * * 2,4", "0 0 1,31 * *", "0 0 13 * 5", "0 0 * 2 SAT", "45 23 28-31 * *"])(
    "%j agrees with a minute-by-minute walk of four years",
    (expression) => {
      expect(cronGapMinutes(expression)).toBe(bruteForceGap(expression));
    },
  );
});

describe("expressions it cannot read are refused, naming the field and what is wrong", () => {
  test.each([
    ["", "has 1 field; a cron expression has five: minute hour day-of-month month day-of-week"],
    ["0 6 * *", "has 4 fields; a cron expression has five"],
    ["0 0 6 * * *", "has 6 fields"],
    ["60 * * * *", 'the minute field "60": 60 is out of range: minute values are from 0 to 59'],
    ["0 24 * * *", 'the hour field "24": 24 is out of range: hour values are from 0 to 23'],
    ["0 0 0 * *", 'the day of month field "0": 0 is out of range'],
    ["0 0 * 13 *", 'the month field "13": 13 is out of range: month values are from 1 to 12'],
    ["0 0 * * 8", 'the day of week field "8": 8 is out of range: day of week values are from 0 to 7'],
    ["*/0 * * * *", 'the minute field "*/0": has a step of 0; a step is 1 or more'],
    ["*/x * * * *", "has a step that is not a whole number"],
    ["1/2/3 * * * *", "has more than one step"],
    ["30-10 * * * *", "is a range from 30 down to 10; write it from the smaller value to the larger"],
    ["0 0 * * FRI-MON", "is a range from 5 down to 1"],
    ["0,x * * * *", 'the minute field "0,x": "x" "x" is not a number'],
    ["0 0 * * MONDAY", '"MONDAY" is not a number or a name (SUN, MON, TUE, WED, THU, FRI, SAT)'],
    ["0 0 ? * MON", '"?" is not a number'],
    ["0 0 L * *", '"L" is not a number'],
    ["1-2-3 * * * *", "is not a value, a range a-b or *"],
    ["@every_5m", '"@every_5m" is not a cron macro; use one of @hourly'],
  ])("%j", (expression, message) => {
    expect(() => cronGapMinutes(expression)).toThrow(CronSyntaxError);
    expect(() => cronGapMinutes(expression)).toThrow(message);
  });
});
