/**
 * The one dynamic-provider host of a run, started on first use (or early, to overlap its start
 * with the program's) and configured once with the whole stack config, as the engine does with
 * its default `pulumi-nodejs` provider.
 */
import { ProviderHost } from "../provider-host-driver/provider-host";

export interface ProviderSessionOptions {
  /** The host resolves the provider's `require`s from here: the program's directory. */
  readonly cwd: string;
  readonly project: string;
  readonly stack: string;
  readonly config: Readonly<Record<string, string>>;
  readonly env: NodeJS.ProcessEnv;
}

export class ProviderSession {
  #host: Promise<ProviderHost> | undefined;

  constructor(private readonly options: ProviderSessionOptions) {}

  /** The configured host, starting it on the first call. */
  host(): Promise<ProviderHost> {
    this.#host ??= this.start();
    return this.#host;
  }

  /** Starts the host in the background; a failure surfaces at the first `host()` that needs it. */
  warmUp(): void {
    this.host().catch(() => undefined);
  }

  /** Stops the host if it was started; safe to call whatever happened before. */
  async close(): Promise<void> {
    const host = await this.#host?.catch(() => undefined);
    await host?.close();
  }

  private async start(): Promise<ProviderHost> {
    const { options } = this;
    const env: NodeJS.ProcessEnv = { ...options.env };
    // The provider needs config, not the state passphrase.
    delete env.PULUMI_CONFIG_PASSPHRASE;
    // The host's `config.get("key")` completes bare keys with the project name from here.
    env.PULUMI_NODEJS_PROJECT = options.project;
    env.PULUMI_NODEJS_STACK = options.stack;
    const host = await ProviderHost.start({ cwd: options.cwd, env });
    try {
      await host.configure(options.config);
    } catch (error) {
      await host.close();
      throw error;
    }
    return host;
  }
}
