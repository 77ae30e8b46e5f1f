import { engineAddressOf } from "../../provider/shared/engine-log";

/**
 * What the server knows of the engine that runs it: its address (the process's first argument,
 * or the one Attach gives a plugin started by hand), which `construct` hands the SDK's runtime;
 * and whether the engine has cancelled the update.
 */
export class EngineConnection {
  #address: string | undefined;
  #cancelled = false;

  constructor(args: readonly string[]) {
    this.#address = engineAddressOf(args);
  }

  get address(): string | undefined {
    return this.#address;
  }

  attach(address: string): void {
    this.#address = address;
  }

  get cancelled(): boolean {
    return this.#cancelled;
  }

  cancel(): void {
    this.#cancelled = true;
  }
}
