import type { QueryInfo, QueryLineage, TableRead } from "pulumi-datafold/client";

/*
 * Seeded lineage v2 queries: what the warehouse's query history would show, with the
 * tables and columns each query reads. Read-only and fixed, so the same on every start.
 */

interface QuerySeed {
  readonly info: QueryInfo;
  readonly tablesRead: readonly TableRead[];
  /** Output column → "TABLE.COLUMN" sources and how it is derived. */
  readonly columns: readonly (readonly [output: string, dataType: string, sources: readonly string[], transform: string])[];
}

function table(name: string, rowCount: number, assetType = "table"): TableRead {
  return { id: `${assetType}:${name.toLowerCase()}`, name, assetType, rowCount };
}

function query(
  fingerprint: string,
  statementType: string,
  sql: string,
  stats: { executionCount: number; uniqueUsers: number; avgDurationMs: number; lastExecuted: string },
): QueryInfo {
  const normalizedSql = sql.replace(/\s+/g, " ").trim();
  return {
    fingerprint,
    statementType,
    normalizedSql,
    sqlPreview: normalizedSql.length > 120 ? `${normalizedSql.slice(0, 117)}...` : normalizedSql,
    executionCount: stats.executionCount,
    uniqueUsers: stats.uniqueUsers,
    avgDurationMs: stats.avgDurationMs,
    lastExecuted: stats.lastExecuted,
    // The vendor's popularity score grows with executions and distinct users.
    popularity: Math.round(Math.log10(stats.executionCount + 1) * stats.uniqueUsers * 10) / 10,
  };
}

const ORDERS = table("ANALYTICS.PROD.ORDERS", 120_431);
const CUSTOMERS = table("ANALYTICS.PROD.CUSTOMERS", 48_112);
const PAYMENTS = table("ANALYTICS.PROD.PAYMENTS", 301_877);
const SESSIONS = table("ANALYTICS.PROD.SESSIONS", 9_812_004);
const STG_CUSTOMERS = table("ANALYTICS.STAGING.STG_CUSTOMERS", 48_530);
const DAILY_REVENUE = table("ANALYTICS.MARTS.DAILY_REVENUE", 1_460, "view");
const RAW_EVENTS = table("RAW.SEGMENT.EVENTS", 84_113_902);

const SEEDS: readonly QuerySeed[] = [
  {
    info: query(
      "9f2c4e1a7b3d5f60",
      "SELECT",
      `SELECT o.order_date, SUM(o.amount) AS revenue
      FROM analytics.prod.orders o
      WHERE o.status = ?
      GROUP BY o.order_date`,
      { executionCount: 18_422, uniqueUsers: 37, avgDurationMs: 412.5, lastExecuted: "2025-05-31T23:55:02Z" },
    ),
    tablesRead: [ORDERS],
    columns: [
      ["ORDER_DATE", "DATE", ["ANALYTICS.PROD.ORDERS.ORDER_DATE"], "direct"],
      ["REVENUE", "NUMBER(38,2)", ["ANALYTICS.PROD.ORDERS.AMOUNT"], "aggregate"],
    ],
  },
  {
    info: query(
      "3a81d0c94e5b2f17",
      "SELECT",
      `SELECT c.customer_id, c.email, COUNT(o.order_id) AS orders
      FROM analytics.prod.customers c
      LEFT JOIN analytics.prod.orders o ON o.customer_id = c.customer_id
      GROUP BY c.customer_id, c.email`,
      { executionCount: 9_310, uniqueUsers: 22, avgDurationMs: 1_250, lastExecuted: "2025-05-31T22:10:44Z" },
    ),
    tablesRead: [CUSTOMERS, ORDERS],
    columns: [
      ["CUSTOMER_ID", "NUMBER(38,0)", ["ANALYTICS.PROD.CUSTOMERS.CUSTOMER_ID"], "direct"],
      ["EMAIL", "VARCHAR", ["ANALYTICS.PROD.CUSTOMERS.EMAIL"], "direct"],
      ["ORDERS", "NUMBER(18,0)", ["ANALYTICS.PROD.ORDERS.ORDER_ID"], "aggregate"],
    ],
  },
  {
    info: query(
      "c07e5512ab9d34e8",
      "INSERT",
      `INSERT INTO analytics.prod.payments (payment_id, order_id, amount, paid_at)
      SELECT id, order_id, amount_cents / 100.0, created_at
      FROM raw.segment.events
      WHERE event = ?`,
      { executionCount: 8_760, uniqueUsers: 2, avgDurationMs: 5_830, lastExecuted: "2025-06-01T00:00:07Z" },
    ),
    tablesRead: [RAW_EVENTS],
    columns: [
      ["PAYMENT_ID", "NUMBER(38,0)", ["RAW.SEGMENT.EVENTS.ID"], "direct"],
      ["ORDER_ID", "NUMBER(38,0)", ["RAW.SEGMENT.EVENTS.ORDER_ID"], "direct"],
      ["AMOUNT", "NUMBER(38,2)", ["RAW.SEGMENT.EVENTS.AMOUNT_CENTS"], "expression"],
      ["PAID_AT", "TIMESTAMP_NTZ", ["RAW.SEGMENT.EVENTS.CREATED_AT"], "direct"],
    ],
  },
  {
    info: query(
      "5be093f7d2c1a846",
      "MERGE",
      `MERGE INTO analytics.prod.customers t
      USING analytics.staging.stg_customers s ON t.customer_id = s.customer_id
      WHEN MATCHED THEN UPDATE SET email = s.email, country_code = s.country_code
      WHEN NOT MATCHED THEN INSERT (customer_id, email, country_code)
      VALUES (s.customer_id, s.email, s.country_code)`,
      { executionCount: 1_440, uniqueUsers: 1, avgDurationMs: 3_204, lastExecuted: "2025-06-01T00:05:12Z" },
    ),
    tablesRead: [STG_CUSTOMERS, CUSTOMERS],
    columns: [
      ["CUSTOMER_ID", "NUMBER(38,0)", ["ANALYTICS.STAGING.STG_CUSTOMERS.CUSTOMER_ID"], "direct"],
      ["EMAIL", "VARCHAR", ["ANALYTICS.STAGING.STG_CUSTOMERS.EMAIL"], "direct"],
      ["COUNTRY_CODE", "VARCHAR(2)", ["ANALYTICS.STAGING.STG_CUSTOMERS.COUNTRY_CODE"], "direct"],
    ],
  },
  {
    info: query(
      "e41a7c2d90b8f351",
      "CREATE_TABLE_AS_SELECT",
      `CREATE OR REPLACE TABLE analytics.marts.customer_ltv AS
      SELECT c.customer_id, SUM(p.amount) AS lifetime_value, MIN(p.paid_at) AS first_paid_at
      FROM analytics.prod.customers c
      JOIN analytics.prod.orders o ON o.customer_id = c.customer_id
      JOIN analytics.prod.payments p ON p.order_id = o.order_id
      GROUP BY c.customer_id`,
      { executionCount: 365, uniqueUsers: 1, avgDurationMs: 48_900, lastExecuted: "2025-06-01T02:00:31Z" },
    ),
    tablesRead: [CUSTOMERS, ORDERS, PAYMENTS],
    columns: [
      ["CUSTOMER_ID", "NUMBER(38,0)", ["ANALYTICS.PROD.CUSTOMERS.CUSTOMER_ID"], "direct"],
      ["LIFETIME_VALUE", "NUMBER(38,2)", ["ANALYTICS.PROD.PAYMENTS.AMOUNT"], "aggregate"],
      ["FIRST_PAID_AT", "TIMESTAMP_NTZ", ["ANALYTICS.PROD.PAYMENTS.PAID_AT"], "aggregate"],
    ],
  },
  {
    info: query(
      "7d6b18e03fa2c95b",
      "CREATE_VIEW",
      `CREATE OR REPLACE VIEW analytics.marts.daily_revenue AS
      SELECT DATE_TRUNC('day', paid_at) AS day, SUM(amount) AS revenue
      FROM analytics.prod.payments
      GROUP BY 1`,
      { executionCount: 12, uniqueUsers: 2, avgDurationMs: 310, lastExecuted: "2025-05-28T14:21:09Z" },
    ),
    tablesRead: [PAYMENTS],
    columns: [
      ["DAY", "TIMESTAMP_NTZ", ["ANALYTICS.PROD.PAYMENTS.PAID_AT"], "expression"],
      ["REVENUE", "NUMBER(38,2)", ["ANALYTICS.PROD.PAYMENTS.AMOUNT"], "aggregate"],
    ],
  },
  {
    info: query(
      "0c9f3b6a1e7d2485",
      "SELECT",
      `SELECT day, revenue
      FROM analytics.marts.daily_revenue
      WHERE day >= DATEADD(day, ?, CURRENT_DATE)
      ORDER BY day`,
      { executionCount: 26_003, uniqueUsers: 58, avgDurationMs: 95.2, lastExecuted: "2025-06-01T08:42:55Z" },
    ),
    tablesRead: [DAILY_REVENUE],
    columns: [
      ["DAY", "TIMESTAMP_NTZ", ["ANALYTICS.MARTS.DAILY_REVENUE.DAY"], "direct"],
      ["REVENUE", "NUMBER(38,2)", ["ANALYTICS.MARTS.DAILY_REVENUE.REVENUE"], "direct"],
    ],
  },
  {
    info: query(
      "b2e84d5c6f019a73",
      "DELETE",
      `DELETE
      FROM analytics.prod.sessions
      WHERE started_at < DATEADD(day, ?, CURRENT_DATE)`,
      { executionCount: 30, uniqueUsers: 1, avgDurationMs: 22_410, lastExecuted: "2025-06-01T03:15:00Z" },
    ),
    tablesRead: [SESSIONS],
    columns: [],
  },
  {
    info: query(
      "46fa0d8b3c2e7159",
      "UPDATE",
      `UPDATE analytics.prod.orders SET status = ?
      WHERE order_id IN (SELECT order_id
      FROM analytics.prod.payments
      WHERE refunded = TRUE)`,
      { executionCount: 730, uniqueUsers: 3, avgDurationMs: 2_870, lastExecuted: "2025-05-31T18:30:40Z" },
    ),
    tablesRead: [ORDERS, PAYMENTS],
    columns: [["STATUS", "VARCHAR", [], "literal"]],
  },
];

function lineageOf(seed: QuerySeed): QueryLineage {
  return {
    query: seed.info,
    tablesRead: [...seed.tablesRead],
    outputColumns: seed.columns.map(([name, dataType], position) => ({
      name,
      dataType,
      position: String(position + 1),
    })),
    columnLineage: seed.columns.flatMap(([output, , sources, transform]) =>
      sources.map((source) => {
        const dot = source.lastIndexOf(".");
        return {
          outputColumn: output,
          sourceTable: source.slice(0, dot),
          sourceColumn: source.slice(dot + 1),
          transformType: transform,
        };
      }),
    ),
  };
}

/** Lineage of every seeded query, by fingerprint. */
export const SEEDED_QUERY_LINEAGE: ReadonlyMap<string, QueryLineage> = new Map(
  SEEDS.map((seed) => [seed.info.fingerprint, lineageOf(seed)]),
);

/** The seeded queries, most executed first (ties by fingerprint, for a stable order). */
export const SEEDED_QUERIES: readonly QueryInfo[] = SEEDS.map((seed) => seed.info).sort(
  (a, b) => (b.executionCount ?? 0) - (a.executionCount ?? 0) || (a.fingerprint < b.fingerprint ? -1 : 1),
);
