import type { ServiceError } from "@grpc/grpc-js";

/**
 * A gRPC call to the provider host failed. `message` is what the engine would print: the
 * provider's own error message (the host sends `e.message` as the gRPC details).
 */
export class ProviderHostError extends Error {
  override readonly name = "ProviderHostError";
  /** The gRPC status code (2, UNKNOWN, for errors thrown by the provider). */
  readonly grpcCode: number;

  constructor(
    readonly method: string,
    error: ServiceError,
  ) {
    super(error.details || error.message);
    this.grpcCode = error.code;
  }
}
