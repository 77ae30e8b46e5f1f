/**
 * A problem the runner reports to its user as it is (bad project, bad state file, missing
 * passphrase): printed as `error: <message>` without a stack trace.
 */
export class OfflineRunnerError extends Error {
  override readonly name = "OfflineRunnerError";
}
