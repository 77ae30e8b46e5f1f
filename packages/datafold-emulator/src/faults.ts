import { z } from "zod";
import { MAX_KEPT_BODY_DEPTH, nestsDeeperThan } from "./log-bounds";

/**
 * What a fault does to the request it matches. The `commit-then-*` actions run the handler
 * first, so the change is saved but the client never learns it: the case a client's retry
 * and refresh logic must survive.
 */
export const FaultAction = z.enum([
  "status",
  "delay",
  "reset",
  "commit-then-drop",
  "commit-then-status",
  "commit-then-delay",
]);
export type FaultAction = z.infer<typeof FaultAction>;

const NEEDS_STATUS: ReadonlySet<FaultAction> = new Set(["status", "commit-then-status"]);
const NEEDS_DELAY: ReadonlySet<FaultAction> = new Set(["delay", "commit-then-delay"]);

/** Body of POST /__emulator/faults. */
export const FaultRequest = z
  .strictObject({
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, "must be an HTTP method such as GET")
      .transform((method) => method.toUpperCase())
      .optional(),
    path: z.string().startsWith("/", "must start with /").optional(),
    action: FaultAction,
    status: z.number().int().min(100).max(599).optional(),
    // The rule is kept and listed by GET /__emulator/faults: a body too deep for JSON.stringify
    // would make that listing, and every answer of the rule, fail until the faults are cleared.
    body: z
      .unknown()
      .refine((body) => !nestsDeeperThan(body, MAX_KEPT_BODY_DEPTH), `must not nest deeper than ${MAX_KEPT_BODY_DEPTH} levels`)
      .optional(),
    headers: z.record(z.string(), z.string()).optional(),
    delayMs: z.number().int().nonnegative().max(600_000).optional(),
    times: z.number().int().positive().default(1),
    /** Matching requests to let through untouched before the fault acts (e.g. 1: the second request fails). */
    skip: z.number().int().nonnegative().default(0),
  })
  .superRefine((rule, check) => {
    if (NEEDS_STATUS.has(rule.action) && rule.status === undefined) {
      check.addIssue({ code: "custom", path: ["status"], message: `is required for action ${rule.action}` });
    }
    if (NEEDS_DELAY.has(rule.action) && rule.delayMs === undefined) {
      check.addIssue({ code: "custom", path: ["delayMs"], message: `is required for action ${rule.action}` });
    }
  });
export type FaultRequest = z.infer<typeof FaultRequest>;

export type FaultRule = FaultRequest & { readonly id: string; remaining: number; toSkip: number };

/** Fault rules in the order they were added; the first that matches a request is used. */
export class FaultTable {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(request: FaultRequest): FaultRule {
    const rule: FaultRule = { ...request, id: `fault_${this.nextId++}`, remaining: request.times, toSkip: request.skip };
    this.rules.push(rule);
    return rule;
  }

  /**
   * Finds the rule for a request and uses up one of its times (dropping it at zero). A
   * rule still skipping lets the request through untouched, and no later rule applies.
   */
  take(method: string, path: string): FaultRule | null {
    const rule = this.rules.find((candidate) => matches(candidate, method, path));
    if (rule === undefined) return null;
    if (rule.toSkip > 0) {
      rule.toSkip -= 1;
      return null;
    }
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }
}

/** No method means any; a path ending in `*` is a prefix, any other path must be exact. */
function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  if (rule.path === undefined) return true;
  return rule.path.endsWith("*") ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}
