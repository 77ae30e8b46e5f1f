import type { StoredApiKeyUser } from "./main-service/api-key-users";
import type { StoredAuditLog } from "./main-service/audit-log";

/**
 * The emulator's mutable state: a plain JSON-serializable object, so that persistence is
 * one `JSON.stringify` and `reset()` is one assignment. Read-only seed data (monitors,
 * DMA projects, lineage queries) is not here: it is generated from the options.
 */
export interface EmulatorState {
  readonly version: 1;
  /** Emulator time is real time plus this offset, unless `frozenAt` is set. */
  clockOffsetMs: number;
  /** When set (ISO 8601), the emulator clock stands still at this instant. */
  frozenAt: string | null;
  /** Data diffs by id (as a string key), in the shape GET /api/v1/datadiffs/{id} returns. */
  dataDiffs: Record<string, StoredDataDiff>;
  /**
   * Data diffs created through the API that are still running, by id: when each finishes
   * (ISO 8601, on the emulator clock). Absent in states written before data diffs could be
   * created, which is the same as none.
   */
  runningDataDiffs?: Record<string, string>;
  /**
   * Monitors created through the API, and seeded ones once changed (null: a seeded monitor
   * deleted), by id. Absent in states written before monitors could change: none changed.
   */
  monitors?: Record<string, StoredMonitor | null>;
  /** The id of the next monitor created (absent: the first, see main-service/monitor-store). */
  nextMonitorId?: number;
  /** The id of the next monitor run, across all monitors (absent: 1). */
  nextMonitorRunId?: number;
  /**
   * Data sources created through the API, and seeded ones once changed in the "app" (null: a
   * seeded one deleted there), by id, in the shape GET answers (credentials masked). Absent in
   * states written before data sources could be created: none.
   */
  dataSources?: Record<string, StoredDataSource | null>;
  /** The id of the next data source created (absent: the first, see main-service/data-source-store). */
  nextDataSourceId?: number;
  /** Connection tests by job id (absent: none). */
  dataSourceTests?: Record<string, StoredDataSourceTest>;
  /** How the next connection tests end, by data source name, `*` for any (absent: they pass). */
  dataSourceTestOutcomes?: Record<string, DataSourceTestOutcome>;
  /**
   * BI integrations created through the API (/api/v1/lineage/bi/), by id. Absent in states
   * written before they could be created: none.
   */
  biIntegrations?: Record<string, StoredBiIntegration>;
  /** The id of the next BI integration created (absent: 1). */
  nextBiIntegrationId?: number;
  /** API keys of further users (their SHA-256 only), whose edits the audit log names; absent: none. */
  apiKeyUsers?: StoredApiKeyUser[];
  /** The audit log of the app's edits, oldest first; absent in states written before it: empty. */
  auditLogs?: StoredAuditLog[];
  /** Every token ever created, revoked ones included. */
  tokens: StoredToken[];
  nextTokenId: number;
}

/** A data diff as stored: the GET body. `archived` and `purged` are what PATCH changes. */
export interface StoredDataDiff {
  id: number;
  archived: boolean;
  purged: boolean;
  [field: string]: unknown;
}

/** A token as stored. The secret itself is never stored: only its SHA-256 hash. */
export interface StoredToken {
  id: number;
  principalType: "user" | "service_principal" | "proxy_manager";
  /** User id or client id; null for proxy-manager tokens. */
  principalId: string | null;
  /** Hex SHA-256 of the full token value. */
  secretHash: string;
  prefix: string;
  label: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
  revokedAt: string | null;
  revokedReason: string | null;
}

/**
 * A monitor as stored: its kind, the whole spec it was created with (as read, defaults filled
 * in, later edits applied), and the fields its runs change. GET shows only part of the spec.
 */
export interface StoredMonitor {
  id: number;
  type: "diff" | "metric" | "schema" | "test";
  spec: Record<string, unknown>;
  createdAt: string;
  modifiedAt: string;
  state: StoredMonitorRunState | null;
  lastRun: string | null;
  lastAlert: string | null;
  /** Runs started through the API or the control API, oldest first. */
  runs: StoredMonitorRun[];
}

export type StoredMonitorRunState = "ok" | "alert" | "error" | "learning" | "checking" | "created" | "skipped" | "cancelled" | "queued";

export interface StoredMonitorRun {
  runId: number;
  startedAt: string;
  state: StoredMonitorRunState;
  diffId: number | null;
  error: string | null;
  warnings: string[];
}

/** A data source as GET answers it: the vendor's `ApiDataSource<Kind>`, credentials masked. */
export interface StoredDataSource {
  id: number;
  name: string;
  type: string;
  options: Record<string, unknown> | null;
  [field: string]: unknown;
}

/** A connection test's job, as GET /api/v1/data_sources/test/{job_id} answers it. */
export interface StoredDataSourceTest {
  id: number;
  dataSourceId: number;
  status: string;
  results: { step: string; status: string; result: unknown }[];
}

/** How a connection test ends: it passes, fails with `message`, or never ends (`hang`). */
export interface DataSourceTestOutcome {
  outcome: "pass" | "fail" | "hang";
  message: string | null;
}

/**
 * A BI integration as stored: its kind, its settings as read (defaults filled in), its
 * credentials only as SHA-256 hashes (null for one sent as null), and the sync fields.
 */
export interface StoredBiIntegration {
  id: number;
  type: "looker" | "tableau" | "powerbi" | "mode" | "hightouch" | "dbt";
  settings: Record<string, unknown>;
  credentialHashes: Record<string, string | null>;
  createdAt: string;
  modifiedAt: string;
  lastSyncedAt: string | null;
  syncCount: number;
}
