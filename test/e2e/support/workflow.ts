import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

/*
 * Runs a job of a GitHub Actions workflow file the way a runner does, as far as the examples'
 * pipelines need: the workflow's, job's and step's `env` (their `${{ secrets.X }}`,
 * `${{ vars.X }}` and `${{ github.event.pull_request.number }}` filled in), then each `run:`
 * step in order with `bash -eo pipefail`, stopping at the first that fails. `uses:` steps are
 * the runner's set-up (checkout, Node, the Pulumi CLI), which the test has done itself; so is
 * the step `id: install` (`npm ci`: the test installs the package from this build's tarball).
 * Anything else of the syntax fails the run, so that a workflow never silently does less here
 * than on GitHub.
 */

/** What a run of a workflow knows: the repository's secrets and variables, and the event. */
export interface WorkflowRun {
  readonly secrets: Readonly<Record<string, string>>;
  readonly vars: Readonly<Record<string, string>>;
  readonly event: { readonly action?: string; readonly pullRequestNumber?: number };
}

export interface StepResult {
  readonly name: string;
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface JobResult {
  /** The exit status of the job: that of its first failed step, else 0. */
  readonly code: number;
  readonly steps: readonly StepResult[];
  /** Both streams of every step run, in order. */
  readonly output: string;
}

interface Step {
  readonly name?: string;
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly env?: Record<string, string>;
  readonly if?: string;
  readonly shell?: string;
  readonly with?: unknown;
}

interface Workflow {
  readonly env?: Record<string, string>;
  readonly jobs: Record<string, { readonly if?: string; readonly env?: Record<string, string>; readonly steps: Step[] }>;
}

/** The workflow file's text, parsed. */
export function readWorkflow(path: string): Workflow {
  return parse(readFileSync(path, "utf8")) as Workflow;
}

/** One `${{ ... }}` expression, of the few the examples use. */
function evaluate(expression: string, run: WorkflowRun): string {
  const text = expression.trim();
  const secret = /^secrets\.([A-Z0-9_]+)$/.exec(text);
  if (secret !== null) return lookup(run.secrets, secret[1]!, "secret");
  const variable = /^vars\.([A-Z0-9_]+)$/.exec(text);
  if (variable !== null) return lookup(run.vars, variable[1]!, "variable");
  if (text === "github.event.pull_request.number") {
    if (run.event.pullRequestNumber === undefined) throw new Error("the workflow reads the pull request's number, but the event has none");
    return String(run.event.pullRequestNumber);
  }
  throw new Error(`the test's workflow runner does not know the expression \${{ ${text} }}`);
}

function lookup(values: Readonly<Record<string, string>>, name: string, what: string): string {
  const value = values[name];
  if (value === undefined) throw new Error(`the workflow reads the ${what} ${name}, which the test did not give`);
  return value;
}

function substitute(text: string, run: WorkflowRun): string {
  return text.replace(/\$\{\{([^}]*)\}\}/g, (_, expression: string) => evaluate(expression, run));
}

function substituteAll(env: Record<string, string> | undefined, run: WorkflowRun): Record<string, string> {
  return Object.fromEntries(Object.entries(env ?? {}).map(([key, value]) => [key, substitute(String(value), run)]));
}

/** A job's `if:` of the form `github.event.action == 'closed'` (or `!=`); no `if:` is true. */
function jobRuns(condition: string | undefined, run: WorkflowRun): boolean {
  if (condition === undefined) return true;
  const match = /^\s*github\.event\.action\s*(==|!=)\s*'([a-z_]+)'\s*$/.exec(condition);
  if (match === null) throw new Error(`the test's workflow runner does not know the condition ${condition}`);
  return match[1] === "==" ? run.event.action === match[2] : run.event.action !== match[2];
}

/**
 * Runs job `job` of `.github/workflows/<file>` of the project in `dir`, with `baseEnv` (the
 * runner's: PATH with the Pulumi CLI, a Pulumi home) under the workflow's env. Fails when the
 * event would not run the job: the test must pick the job the event runs.
 */
export async function runJob(dir: string, file: string, job: string, run: WorkflowRun, baseEnv: NodeJS.ProcessEnv): Promise<JobResult> {
  const workflow = readWorkflow(join(dir, ".github", "workflows", file));
  const spec = workflow.jobs[job];
  if (spec === undefined) throw new Error(`${file} has no job ${job}`);
  if (!jobRuns(spec.if, run)) throw new Error(`${file}: the event ${JSON.stringify(run.event)} does not run the job ${job}`);
  const jobEnv = { ...substituteAll(workflow.env, run), ...substituteAll(spec.env, run) };
  const steps: StepResult[] = [];
  for (const step of spec.steps) {
    if (step.uses !== undefined || step.id === "install") continue;
    if (step.run === undefined) throw new Error(`${file}: a step of ${job} neither uses an action nor runs a command`);
    if (step.if !== undefined || (step.shell !== undefined && step.shell !== "bash")) throw new Error(`${file}: the test's workflow runner does not know the step options of ${step.name ?? step.run}`);
    const env = { ...baseEnv, ...jobEnv, ...substituteAll(step.env, run), CI: "true", GITHUB_ACTIONS: "true" };
    const result = await bash(substitute(step.run, run), dir, env);
    steps.push({ name: step.name ?? step.run, ...result });
    if (result.code !== 0) break;
  }
  const failed = steps.find((step) => step.code !== 0);
  return { code: failed?.code ?? 0, steps, output: steps.map((step) => `## ${step.name}\n${step.stdout}${step.stderr}`).join("\n") };
}

/** The runner's shell: `bash --noprofile --norc -eo pipefail`, asynchronous (the emulator runs in the test's process). */
function bash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: child.exitCode ?? (error === null ? 0 : 1), stdout, stderr });
    });
  });
}
