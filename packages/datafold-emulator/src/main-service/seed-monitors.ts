import type { Monitor, MonitorRunState, MonitorType } from "pulumi-datafold/client";
import { formatTimestamp } from "./format-timestamp";
import { SeededRandom } from "./seeded-random";

/*
 * Seeded monitors. Monitor `id` is generated from its own seed, so the first N monitors are
 * the same whatever the configured count, and every start (and every test) sees the same
 * list. Times are fixed instants before SEED_EPOCH, not relative to the emulator clock:
 * the sorted orders are cached, and must not change while the clock moves.
 */

/** The tag vocabulary of seeded monitors (at most 31 tags: they are kept as a bit mask). */
export const MONITOR_TAGS = ["finance", "marketing", "pii", "critical", "nightly", "product"] as const;

const MONITOR_TYPES: readonly MonitorType[] = ["diff", "metric", "schema", "test"];
const SEED_EPOCH = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

const SCHEMAS = ["analytics", "finance", "marketing", "core", "staging"] as const;
const TABLES = [
  "orders", "payments", "customers", "sessions", "invoices", "inventory",
  "shipments", "subscriptions", "events", "refunds", "ledger_entries", "campaigns",
] as const;
const COLUMNS = ["id", "customer_id", "amount", "created_at", "email", "status", "country_code"] as const;
const OWNERS = [
  "ana.silva@example.com", "bo.chen@example.com", "carla.moreau@example.com",
  "dev.patel@example.com", "emma.jones@example.com", "farid.haddad@example.com",
  "grace.kim@example.com", "hugo.schmidt@example.com", "ines.garcia@example.com",
  "jonas.berg@example.com",
] as const;

const ENABLED_STATES: readonly (readonly [MonitorRunState | null, number])[] = [
  ["ok", 70], ["alert", 10], ["error", 5], ["learning", 3], ["checking", 2], ["created", 2],
  ["skipped", 2], ["cancelled", 1], ["queued", 1], [null, 4],
];
const DISABLED_STATES: readonly (readonly [MonitorRunState | null, number])[] = [
  ["skipped", 3], ["cancelled", 1], ["ok", 2], [null, 4],
];
const TAG_COUNTS: readonly (readonly [number, number])[] = [[0, 25], [1, 35], [2, 25], [3, 15]];

/** A seeded monitor, compact: times as epoch milliseconds, tags as a bit mask. */
export interface MonitorRecord {
  readonly id: number;
  readonly name: string | null;
  readonly monitorType: MonitorType;
  readonly createdAt: number;
  readonly modifiedAt: number;
  readonly enabled: boolean;
  readonly lastAlert: number | null;
  readonly lastRun: number | null;
  readonly owner: string | null;
  readonly state: MonitorRunState | null;
  /** Bit i set when the monitor carries MONITOR_TAGS[i]. */
  readonly tagMask: number;
}

function monitorName(random: SeededRandom, type: MonitorType): string {
  const table = `${random.pick(SCHEMAS)}.${random.pick(TABLES)}`;
  const column = random.pick(COLUMNS);
  switch (type) {
    case "diff":
      return `${random.pick(["Prod vs staging", "Prod vs dev", "Source vs warehouse"])}: ${table}`;
    case "metric":
      return random.pick([
        `Row count of ${table}`,
        `Freshness of ${table}`,
        `Null rate of ${table}.${column}`,
        `Average ${column} in ${table}`,
      ]);
    case "schema":
      return `Schema change on ${table}`;
    case "test":
      return random.pick([`Unique ${column} in ${table}`, `Not null ${column} in ${table}`]);
  }
}

function tagMask(random: SeededRandom): number {
  const wanted = random.weighted(TAG_COUNTS);
  let mask = 0;
  while (countBits(mask) < wanted) mask |= 1 << random.int(0, MONITOR_TAGS.length - 1);
  return mask;
}

function countBits(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits += 1;
  return bits;
}

/** Rounds to whole seconds, as the seeded times are shown without a fraction. */
function seconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** The seeded monitor with this id (a pure function of the id). */
export function generateMonitor(id: number): MonitorRecord {
  const random = new SeededRandom(Math.imul(id, 0x9e3779b1) ^ 0x5eed5eed);
  const monitorType = MONITOR_TYPES[(id - 1) % MONITOR_TYPES.length] ?? "diff";
  const name = random.chance(0.02) ? null : monitorName(random, monitorType);
  const enabled = !random.chance(0.1);
  const state = random.weighted(enabled ? ENABLED_STATES : DISABLED_STATES);
  const owner = random.chance(0.12) ? null : random.pick(OWNERS);
  const createdAt = seconds(SEED_EPOCH - random.int(30, 900) * DAY - random.int(0, DAY));
  const modifiedAt = seconds(createdAt + random.next() * (SEED_EPOCH - createdAt));
  const neverRan = state === null || state === "created" || random.chance(0.04);
  const lastRun = neverRan ? null : seconds(Math.max(modifiedAt, SEED_EPOCH - random.int(0, 7 * DAY)));
  let lastAlert: number | null = null;
  if (lastRun !== null && (state === "alert" || random.chance(0.3))) {
    lastAlert = state === "alert" ? lastRun : seconds(Math.max(createdAt, lastRun - random.int(1, 120) * DAY));
  }
  return {
    id, name, monitorType, createdAt, modifiedAt, enabled, lastAlert, lastRun, owner, state,
    tagMask: tagMask(random),
  };
}

/** Tag names of a mask, in vocabulary order. */
export function tagsOf(mask: number): string[] {
  return MONITOR_TAGS.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

/** The bit of a tag, or undefined for a tag no seeded monitor carries. */
export function tagBit(tag: string): number | undefined {
  const index = (MONITOR_TAGS as readonly string[]).indexOf(tag);
  return index < 0 ? undefined : 1 << index;
}

/** The monitor as GET /api/v1/monitors shows it (ApiPublicGetMonitorOut). */
export function toApiMonitor(record: MonitorRecord): Monitor {
  return {
    id: record.id,
    name: record.name,
    monitor_type: record.monitorType,
    created_at: formatTimestamp(record.createdAt),
    modified_at: formatTimestamp(record.modifiedAt),
    enabled: record.enabled,
    last_alert: record.lastAlert === null ? null : formatTimestamp(record.lastAlert),
    last_run: record.lastRun === null ? null : formatTimestamp(record.lastRun),
    owner: record.owner,
    state: record.state,
    tags: tagsOf(record.tagMask),
  };
}
