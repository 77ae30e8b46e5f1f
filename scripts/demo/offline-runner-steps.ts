import { join } from "node:path";
import { runOffline, type Command } from "../../tools/offline-engine";
import type { DemoContext, DemoSteps } from "./demo-steps";

/** The quickstart through the offline runner, with its state file in the work directory. */
export function offlineRunnerSteps(context: DemoContext): DemoSteps {
  const run = async (command: Command) => {
    const result = await runOffline({
      command,
      projectDir: context.projectDir,
      stack: context.stack,
      stateFile: join(context.workDir, `${context.stack}.state.json`),
      env: context.env,
    });
    return result.exitCode === 0;
  };
  return {
    up: () => run("up"),
    refresh: () => run("refresh"),
    destroy: () => run("destroy"),
    cleanUp: async () => {},
  };
}
