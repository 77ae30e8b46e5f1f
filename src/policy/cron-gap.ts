/**
 * How often a cron schedule of a monitor runs: the smallest gap, in minutes, between two
 * consecutive firings of a 5-field cron expression (minute hour day-of-month month
 * day-of-week), for the policy that limits how often monitors run.
 *
 * The syntax is cron(5)'s: each field a list of `*`, a value, a range `a-b`, each optionally
 * with a step (`*\/15`, `0-30/10`, `5/20` = from 5 to the end by 20); months and weekdays also
 * by their English three-letter names (`JAN`, `MON`, any case); weekday 0 and 7 are Sunday;
 * the macros `@hourly`, `@daily`, `@midnight`, `@weekly`, `@monthly`, `@yearly`, `@annually`.
 * As in cron(5), when both day fields are restricted (neither starts with `*`) a day fires
 * when either matches. Times are UTC, with no daylight-saving jumps. The vendor documents no
 * more than "a cron expression", so an expression outside this syntax is refused with a reason
 * rather than guessed at.
 */

/** An expression this module cannot read; `message` says which field and why. */
export class CronSyntaxError extends Error {
  override readonly name = "CronSyntaxError";
}

interface FieldSpec {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  /** Names of the values from `min` on, for months and weekdays. */
  readonly names?: readonly string[];
}

const FIELDS: readonly FieldSpec[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] },
  // 7 is Sunday too, so that ranges such as 5-7 (Friday to Sunday) work as in cron(5).
  { name: "day of week", min: 0, max: 7, names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] },
];

const MACROS: Readonly<Record<string, string>> = {
  "@hourly": "0 * * * *",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@weekly": "0 0 * * 0",
  "@monthly": "0 0 1 * *",
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
};

const MINUTES_PER_DAY = 1440;
/** The Gregorian calendar repeats every 400 years, a whole number of weeks: every pattern of firing days repeats with it. */
const CYCLE_YEARS = 400;
const CYCLE_DAYS = 146_097;
/** 2000-01-01, where the cycle is walked from, was a Saturday. */
const FIRST_WEEKDAY = 6;

/** One field's values, and whether it was written starting with `*` (the day fields' either-or rule needs it). */
interface Field {
  readonly values: ReadonlySet<number>;
  readonly star: boolean;
}

/** The parsed expression: the values each field allows. */
export interface CronFields {
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly daysOfMonth: Field;
  readonly months: ReadonlySet<number>;
  readonly daysOfWeek: Field;
}

/** Reads a 5-field cron expression (or a macro), or throws CronSyntaxError naming the field at fault. */
export function parseCron(expression: string): CronFields {
  const trimmed = expression.trim();
  const text = MACROS[trimmed.toLowerCase()] ?? trimmed;
  if (text.startsWith("@")) throw new CronSyntaxError(`${JSON.stringify(trimmed)} is not a cron macro; use one of ${Object.keys(MACROS).join(", ")}, or five fields`);
  const parts = text.split(/\s+/);
  if (parts.length !== 5) {
    throw new CronSyntaxError(`has ${parts.length} field${parts.length === 1 ? "" : "s"}; a cron expression has five: minute hour day-of-month month day-of-week`);
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts.map((part, index) => parseField(part, FIELDS[index]!)) as [Field, Field, Field, Field, Field];
  const weekdays = new Set([...dayOfWeek.values].map((day) => day % 7));
  return {
    minutes: sorted(minute.values),
    hours: sorted(hour.values),
    daysOfMonth: dayOfMonth,
    months: month.values,
    daysOfWeek: { values: weekdays, star: dayOfWeek.star },
  };
}

/**
 * The smallest number of minutes between two consecutive firings of the expression, or null
 * when it never fires (such as `0 0 30 2 *`, February 30th). Throws CronSyntaxError for an
 * expression it cannot read.
 */
export function cronGapMinutes(expression: string): number | null {
  const cron = parseCron(expression);
  const times = cron.hours.flatMap((hour) => cron.minutes.map((minute) => hour * 60 + minute));
  let withinDay = Infinity;
  for (let i = 1; i < times.length; i++) withinDay = Math.min(withinDay, times[i]! - times[i - 1]!);
  const dayGap = smallestDayGap(cron);
  if (dayGap === null) return null;
  // From the last time of one firing day to the first time of the next.
  const acrossDays = dayGap * MINUTES_PER_DAY - times.at(-1)! + times[0]!;
  return Math.min(withinDay, acrossDays);
}

/** The fewest days between two consecutive firing days, over a whole calendar cycle; null when no day fires. */
function smallestDayGap(cron: CronFields): number | null {
  // cron(5): with both day fields restricted, either may match; otherwise both must (a `*` field matches every day).
  const either = !cron.daysOfMonth.star && !cron.daysOfWeek.star;
  let first: number | undefined;
  let previous: number | undefined;
  let smallest = Infinity;
  let index = 0;
  for (let year = 2000; year < 2000 + CYCLE_YEARS; year++) {
    for (let month = 1; month <= 12; month++) {
      const days = daysInMonth(year, month);
      if (!cron.months.has(month)) {
        index += days;
        continue;
      }
      for (let day = 1; day <= days; day++, index++) {
        const byMonthDay = cron.daysOfMonth.values.has(day);
        const byWeekday = cron.daysOfWeek.values.has((FIRST_WEEKDAY + index) % 7);
        if (either ? !(byMonthDay || byWeekday) : !(byMonthDay && byWeekday)) continue;
        if (previous !== undefined) smallest = Math.min(smallest, index - previous);
        if (smallest === 1) return 1;
        first ??= index;
        previous = index;
      }
    }
  }
  if (first === undefined || previous === undefined) return null;
  // The cycle repeats: from its last firing day to the first one of the next cycle.
  return Math.min(smallest, first + CYCLE_DAYS - previous);
}

function parseField(text: string, spec: FieldSpec): Field {
  const values = new Set<number>();
  for (const item of text.split(",")) {
    const fail = (why: string): never => {
      throw new CronSyntaxError(`the ${spec.name} field ${JSON.stringify(text)}: ${item === text ? "" : `${JSON.stringify(item)} `}${why}`);
    };
    const [range, step, extra] = item.split("/");
    if (extra !== undefined) fail("has more than one step (/)");
    if (step !== undefined && !/^\d+$/.test(step)) fail("has a step that is not a whole number");
    const by = step === undefined ? 1 : Number(step);
    if (by < 1) fail("has a step of 0; a step is 1 or more");
    let from: number;
    let to: number;
    if (range === "*") {
      [from, to] = [spec.min, spec.max];
    } else {
      const bounds = range!.split("-");
      if (bounds.length > 2) fail("is not a value, a range a-b or *");
      from = value(bounds[0]!, spec, fail);
      // `5/20` runs from 5 to the end of the field, as in cron(5).
      to = bounds.length === 2 ? value(bounds[1]!, spec, fail) : step === undefined ? from : spec.max;
      if (to < from) fail(`is a range from ${from} down to ${to}; write it from the smaller value to the larger`);
    }
    for (let v = from; v <= to; v += by) values.add(v);
  }
  return { values, star: text.startsWith("*") };
}

function value(text: string, spec: FieldSpec, fail: (why: string) => never): number {
  const named = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return spec.min + named;
  if (!/^\d+$/.test(text)) {
    return fail(`${JSON.stringify(text)} is not a number${spec.names === undefined ? "" : ` or a name (${spec.names.join(", ")})`}`);
  }
  const number = Number(text);
  if (number < spec.min || number > spec.max) fail(`${number} is out of range: ${spec.name} values are from ${spec.min} to ${spec.max}`);
  return number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function sorted(values: ReadonlySet<number>): number[] {
  return [...values].sort((a, b) => a - b);
}
