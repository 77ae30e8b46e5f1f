import type { FailureSummary, TransformSummary, ValidationResult } from "pulumi-datafold/client";
import { formatTimestamp } from "./format-timestamp";
import { seededUuid } from "./seeded-uuid";

/*
 * Seeded DMA v2 translation projects: 1 is a finished migration, 2 is in progress (with
 * running, pending and failed transforms), 3 is empty. Read-only, so built once on first
 * use, with fixed times.
 */

const MINUTE = 60_000;
const PROJECT_START: Readonly<Record<number, number>> = {
  1: Date.UTC(2025, 2, 3, 9, 0, 0),
  2: Date.UTC(2025, 4, 19, 9, 0, 0),
  3: Date.UTC(2025, 4, 26, 9, 0, 0),
};

type ValidationKind = "diff" | "manual_review" | "code_execution";
type ValidationStatus = "pending" | "running" | "failed" | "success";

interface ValidationSeed {
  readonly kind: ValidationKind;
  readonly status: ValidationStatus;
  /** Diff outcome; null while the diff runs or has not started. */
  readonly diffResult?: string | null;
  readonly feedback?: string;
  /** A crashed validation (result kind "error"). */
  readonly errorMessage?: string;
}

interface IterationSeed {
  readonly lifecycle: "created" | "running" | "done" | "error";
  readonly validations: readonly ValidationSeed[];
  readonly failure?: FailureSummary;
}

interface SummarySeed {
  /** The source script being translated. */
  readonly source: string;
  readonly status: "done" | "running" | "pending" | "failed";
  readonly assetCount: number;
  readonly kind: "squash" | "bundle";
  readonly iterations: readonly IterationSeed[];
}

function gfk(kind: string, name: string): [string, string] {
  return [kind, seededUuid(`${kind}:${name}`)];
}

function validationResult(
  seed: ValidationSeed,
  key: string,
  table: string,
  datadiffId: number,
  startedAt: number,
): ValidationResult {
  const finished = seed.status === "success" || seed.status === "failed";
  let result: Record<string, unknown> | null = null;
  if (seed.errorMessage !== undefined) {
    result = { kind: "error", message: seed.errorMessage, stack_trace: null };
  } else if (seed.kind === "diff" && seed.diffResult !== undefined) {
    result = {
      kind: "diff",
      datadiff_id: datadiffId,
      diff_result: seed.diffResult,
      human_readable_feedback: seed.feedback ?? null,
      reference_dataset: gfk("DfTable", `source:${table}`),
      validated_dataset: gfk("DfTable", `${key}:${table}`),
      has_schema_type_differences: false,
      is_zero_row_diff: false,
      incremental_iteration: null,
      total_iterations: null,
    };
  } else if (seed.kind === "manual_review" && finished) {
    result = {
      kind: "manual_review",
      review_status: seed.status === "success" ? "signed_off" : "adjustments_needed",
      reviewed_by: { agent_kind: "human", user_id: 12 },
      feedback: seed.feedback === undefined ? [] : [{ comment_kind: "global", comment: seed.feedback }],
    };
  }
  const descriptions: Record<ValidationKind, string> = {
    diff: `Data diff of ${table} between the source and the translated code`,
    manual_review: "Review of the translated code",
    code_execution: "End-to-end execution of the translated code",
  };
  return {
    description: descriptions[seed.kind],
    related_assets: [[gfk("Table", `source:${table}`), gfk("Table", `target:${table}`)]],
    requested_validation_kind: seed.kind,
    result,
    status: seed.status,
    created_at: formatTimestamp(startedAt),
    last_updated_at: formatTimestamp(startedAt + (finished ? 12 : 3) * MINUTE),
    finished_at: finished ? formatTimestamp(startedAt + 12 * MINUTE) : null,
    notes: [],
  };
}

function transformSummary(projectId: number, index: number, seed: SummarySeed): TransformSummary {
  const key = `project:${projectId}:${seed.source}`;
  const table = seed.source.replace(/^.*\//, "").replace(/\..*$/, "").toUpperCase();
  const start = (PROJECT_START[projectId] ?? 0) + index * 95 * MINUTE;
  const done = seed.status === "done";
  const rootGroup = {
    side: "source",
    computed_pk: seededUuid(`pk:${key}:root`).replace(/-/g, ""),
    debug: { source_file: seed.source },
    tags: done ? ["done"] : [],
    uuid: seededUuid(`${key}:root`),
  };
  const targetGroup = {
    side: "target",
    computed_pk: seededUuid(`pk:${key}:target`).replace(/-/g, ""),
    debug: {},
    tags: done ? ["done"] : ["draft"],
    uuid: seededUuid(`${key}:target`),
  };
  const transforms = seed.iterations.map((iteration, number) => {
    const iterationKey = `${key}:iteration:${number + 1}`;
    const startedAt = start + number * 30 * MINUTE;
    return {
      uuid: seededUuid(iterationKey),
      computed_pk: seededUuid(`pk:${iterationKey}`).replace(/-/g, ""),
      side: "target",
      transform_kind: seed.kind,
      lifecycle_state: iteration.lifecycle,
      tags: done && number === seed.iterations.length - 1 ? ["done"] : [],
      debug: { iteration: number + 1, agent: "translation-agent" },
      failure_summary: iteration.failure ?? null,
      validation_results: iteration.validations.map((validation, position) => {
        const datadiffId = 5000 + projectId * 100 + index * 10 + number;
        return validationResult(validation, iterationKey, table, datadiffId, startedAt + position * MINUTE);
      }),
    };
  });
  const last = seed.iterations[seed.iterations.length - 1];
  return {
    uuid: seededUuid(`${key}:summary`),
    transform_group: rootGroup.uuid,
    iterations: seed.iterations.length,
    status: seed.status,
    // Latest status per validation kind, as the vendor's `validations` map shows it.
    validations: Object.fromEntries((last?.validations ?? []).map((v) => [v.kind, v.status])),
    asset_count: seed.assetCount,
    source: seed.source,
    transform_chain: {
      root_transform_group: rootGroup,
      chain: [{ parent_transform_group: targetGroup, transforms }],
    },
  };
}

const IDENTICAL: readonly ValidationSeed[] = [
  { kind: "diff", status: "success", diffResult: "identical" },
  { kind: "manual_review", status: "success" },
];

const DIFFERENT: ValidationSeed = {
  kind: "diff",
  status: "failed",
  diffResult: "different",
  feedback: "412 of 18,220 rows differ in RECOGNIZED_AMOUNT: rounding happens before the currency conversion.",
};

/** A transform translated and validated at the first attempt. */
function firstTimeRight(source: string, assetCount: number, kind: "squash" | "bundle" = "squash"): SummarySeed {
  return { source, status: "done", assetCount, kind, iterations: [{ lifecycle: "done", validations: IDENTICAL }] };
}

const PROJECTS: Readonly<Record<number, readonly SummarySeed[]>> = {
  1: [
    firstTimeRight("etl/sales/load_orders.sql", 3),
    {
      source: "etl/sales/load_invoice_lines.sql",
      status: "done",
      assetCount: 2,
      kind: "squash",
      iterations: [
        {
          lifecycle: "done",
          validations: [{ ...DIFFERENT, feedback: "16 rows missing: the translated join drops lines without a product." }],
        },
        { lifecycle: "done", validations: IDENTICAL },
      ],
    },
    firstTimeRight("etl/finance/build_ledger.sql", 5, "bundle"),
  ],
  2: [
    firstTimeRight("etl/customers/merge_customers.sql", 2),
    {
      source: "etl/marketing/attribution.sql",
      status: "running",
      assetCount: 4,
      kind: "bundle",
      iterations: [{ lifecycle: "running", validations: [{ kind: "diff", status: "running", diffResult: null }] }],
    },
    {
      source: "etl/marketing/campaign_rollup.sql",
      status: "pending",
      assetCount: 1,
      kind: "squash",
      iterations: [
        {
          lifecycle: "created",
          validations: [
            { kind: "diff", status: "pending" },
            { kind: "manual_review", status: "pending" },
          ],
        },
      ],
    },
    {
      source: "etl/finance/revenue_recognition.sql",
      status: "failed",
      assetCount: 6,
      kind: "squash",
      iterations: [
        { lifecycle: "done", validations: [DIFFERENT] },
        { lifecycle: "done", validations: [DIFFERENT] },
        {
          lifecycle: "error",
          validations: [DIFFERENT],
          failure: {
            reason: "max_iterations",
            problem: "The translated code still produces different RECOGNIZED_AMOUNT values after 3 attempts.",
            error_message: "Iteration limit (3) reached with diff result 'different'.",
            solution: "Check the rounding of RECOGNIZED_AMOUNT in the source procedure, add a translation hint, retry.",
            location: "etl/finance/revenue_recognition.sql:88",
          },
        },
      ],
    },
    {
      source: "etl/inventory/stock_snapshot.sql",
      status: "failed",
      assetCount: 2,
      kind: "squash",
      iterations: [
        {
          lifecycle: "error",
          validations: [
            { kind: "code_execution", status: "failed", errorMessage: "SQL compilation error: invalid identifier 'STOCK_QTY'" },
            {
              kind: "diff",
              status: "failed",
              diffResult: "error",
              feedback: "The diff could not run: the translated table was not created.",
            },
          ],
          failure: {
            reason: "tool_error",
            problem: "The translated script does not compile in the target warehouse.",
            error_message: "SQL compilation error: error line 14 at position 11 invalid identifier 'STOCK_QTY'",
            solution: "Map the source column STOCK_QTY to QUANTITY_ON_HAND in the column mapping, then retry.",
            location: "etl/inventory/stock_snapshot.sql:14",
          },
        },
      ],
    },
  ],
  3: [],
};

let projects: ReadonlyMap<number, TransformSummary[]> | undefined;

/** Transform summaries of the seeded DMA projects, by project id. */
export function seededTransformProjects(): ReadonlyMap<number, TransformSummary[]> {
  projects ??= new Map(
    Object.entries(PROJECTS).map(([id, seeds]) => [
      Number(id),
      seeds.map((seed, index) => transformSummary(Number(id), index, seed)),
    ]),
  );
  return projects;
}
