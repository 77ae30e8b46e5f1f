/**
 * Checks, from the emulator's request log, that two creates of a lost-answer scenario really
 * raced: the case of the defect "a lost create answer must never revoke another stack's token"
 * only arises when each create's look sees the other's object. Shared by the Pulumi routes'
 * scenario (test/e2e/parallel-stacks.test.ts) and OpenTofu's (test/terraform/lost-answer.test.ts);
 * `whyNot` says, in a failure, what held the two together and so did not.
 */
import type { RequestLogEntry } from "../../../packages/datafold-emulator/src/control-client";

/** Monitor creates of the metric kind: the path a lost monitor answer is staged on. */
export const METRIC_CREATE_PATH = "/api/v1/monitors/create/metric";

/**
 * Both creates listed the principal's tokens (the start of each create's attempt) before either
 * POST, and both POSTs arrived before any look for what a lost answer made. So the token the
 * other made is one the lost answer's look sees, new since its attempt began: under the old rule
 * it would have been revoked.
 */
export function expectCreatesRaced(log: readonly RequestLogEntry[], tokenPath: string, whyNot: string): void {
  const onPath = log.filter((entry) => entry.path === tokenPath).map((entry) => entry.method);
  if (onPath.slice(0, 4).join(" ") !== "GET GET POST POST") {
    throw new Error(`The two creates did not race (${whyNot}): requests on ${tokenPath}, in order: ${onPath.join(", ")}`);
  }
}

/**
 * The same for two monitor creates: both POSTs arrived before the first listing of monitors
 * (the look of the create whose answer was lost), so each one's monitor is there to be seen.
 */
export function expectMonitorCreatesRaced(log: readonly RequestLogEntry[], whyNot: string): void {
  const seen = log
    .filter((entry) => (entry.method === "POST" && entry.path === METRIC_CREATE_PATH) || (entry.method === "GET" && entry.path === "/api/v1/monitors"))
    .map((entry) => `${entry.method} ${entry.path}`);
  if (seen[0] !== seen[1] || seen[0] !== `POST ${METRIC_CREATE_PATH}`) {
    throw new Error(`The two monitor creates did not race (${whyNot}): creates and listings, in order: ${seen.join(", ")}`);
  }
}
