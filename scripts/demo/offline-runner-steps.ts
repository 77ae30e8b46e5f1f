import { join } from "node:path";
import { runOffline, type Command } from "../../tools/offline-engine";
import type { DemoContext, DemoSteps } from "./demo-steps";

/** A demo project through the offline runner, with its state file in the work directory. */
export function offlineRunnerSteps(context: DemoContext): DemoSteps {
  const runCommand = (command: Command) =>
    runOffline({
      command,
      projectDir: context.projectDir,
      stack: context.stack,
      stateFile: join(context.workDir, `${context.stack}.state.json`),
      env: context.env,
    });
  const run = async (command: Command) => (await runCommand(command)).exitCode === 0;
  return {
    up: () => run("up"),
    refresh: () => run("refresh"),
    // The runner has no --expect-no-changes: a refresh that changed a resource fails the check, as the CLI's would.
    driftCheck: async () => {
      const result = await runCommand("refresh");
      return result.exitCode === 0 && result.counts.updated + result.counts.deleted === 0;
    },
    destroy: () => run("destroy"),
    cleanUp: async () => {},
  };
}
