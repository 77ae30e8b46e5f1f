import type * as pulumi from "@pulumi/pulumi";
import type { DatafoldErrorCode } from "../core/errors";
// A type only: erased, so the shell serialized into state loads nothing of the registry.
import type { ProviderKind } from "../registry";

/**
 * The package entry the shell loads inside the provider host. The host resolves it from
 * the Pulumi project's directory, where `pulumi-datafold` is installed: a package name,
 * not a path, so that state written on one machine loads the code installed on another.
 */
const IMPLEMENTATION = "pulumi-datafold/provider";

/**
 * Loads the implementation; when the project lacks the package, says what to do instead of
 * Node's bare "Cannot find module". Part of the shell, so it is serialized with it: the
 * serializer copies a function's body, comments included, into every resource's state
 * twice, so the reasons are given here rather than inside it. The error is only for the
 * package itself missing, not a module it needs (that error stands as it is); it is declared
 * inside the function because DatafoldError lives in the package that failed to load, and it
 * carries the same name, code and cause.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function load(): Promise<any> {
  try {
    return await import(IMPLEMENTATION);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if ((code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && /['"]pulumi-datafold(\/provider)?['"]/.test(String(message))) {
      class ProviderUnavailableError extends Error {
        override readonly name = "ProviderUnavailableError";
        readonly code = "DATAFOLD_PROVIDER_UNAVAILABLE" satisfies DatafoldErrorCode;
      }
      throw new ProviderUnavailableError(
        `${IMPLEMENTATION} cannot be loaded from the Pulumi project directory ${process.cwd()}: ` +
          "install the package there (npm install pulumi-datafold), next to @pulumi/pulumi.",
        { cause: error },
      );
    }
    throw error;
  }
}

/** The providers `pulumi-datafold/provider` exports, one per resource of the registry. */
export type { ProviderKind };

/**
 * The provider object Pulumi serializes into every resource's state (`__provider`). It is
 * deliberately a thin shell: each method loads the real implementation by package name at
 * run time, and it closes over two strings only. So state stays small whatever the
 * implementation's size, no credential or zod schema can be captured (zod 4 schemas cannot
 * be serialized at all), the text is byte-identical across versions of the package, and
 * refresh and destroy of old resources run the installed, upgraded code.
 *
 * Every provider the kit builds has the same six methods, so each is a one-line call of one
 * forwarding function: linked or run from source, where the serializer stores the shell's
 * code rather than a `require` of it, that is what keeps a resource's state small.
 */
export function providerShell(kind: ProviderKind): pulumi.dynamic.ResourceProvider {
  const forward = async (method: string, args: unknown[]) => (await load())[kind][method](...args);
  return {
    async configure(req) {
      (await load()).configure(req.config);
    },
    check(...args) {
      return forward("check", args);
    },
    diff(...args) {
      return forward("diff", args);
    },
    create(...args) {
      return forward("create", args);
    },
    read(...args) {
      return forward("read", args);
    },
    update(...args) {
      return forward("update", args);
    },
    delete(...args) {
      return forward("delete", args);
    },
  };
}
