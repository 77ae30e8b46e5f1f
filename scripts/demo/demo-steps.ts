/** What the demo needs of whatever runs the quickstart: the Pulumi CLI or the offline runner. */
export interface DemoSteps {
  /** Each resolves true when the command succeeded; the command prints its own output. */
  up(): Promise<boolean>;
  refresh(): Promise<boolean>;
  /** A scheduled drift check: refresh that fails (false) when the service differs from the state. */
  driftCheck(): Promise<boolean>;
  destroy(): Promise<boolean>;
  /** Removes what the steps created outside the temporary directory (e.g. the stack). */
  cleanUp(): Promise<void>;
}

export interface DemoContext {
  /** The Pulumi project (examples/quickstart, examples/monitors). */
  readonly projectDir: string;
  /** A temporary directory for state, backend and stack config; removed by the demo. */
  readonly workDir: string;
  readonly stack: string;
  /** DATAFOLD_* pointing at the emulator, and PULUMI_CONFIG_PASSPHRASE. */
  readonly env: NodeJS.ProcessEnv;
}
