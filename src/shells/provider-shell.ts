import type * as pulumi from "@pulumi/pulumi";
import type { DatafoldErrorCode } from "../core/errors";

/**
 * The package entry the shell loads inside the provider host. The host resolves it from
 * the Pulumi project's directory, where `pulumi-datafold` is installed: a package name,
 * not a path, so that state written on one machine loads the code installed on another.
 */
const IMPLEMENTATION = "pulumi-datafold/provider";

/**
 * Loads the implementation; when the project lacks the package, says what to do instead of
 * Node's bare "Cannot find module". Part of the shell, so it is serialized with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function load(): Promise<any> {
  try {
    return await import(IMPLEMENTATION);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    // Only when the package itself is missing, not a module it needs (that error stands as is).
    const packageMissing = /['"]pulumi-datafold(\/provider)?['"]/.test(String(message));
    if ((code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && packageMissing) {
      // Declared here, inside the serialized function, because DatafoldError lives in the
      // package that failed to load; it carries the same name, code and cause.
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

/** The providers `pulumi-datafold/provider` exports, by resource. */
export type ProviderKind = "proxyToken" | "dataDiffFlags" | "proxyTokenRevocation";

/**
 * The provider object Pulumi serializes into every resource's state (`__provider`). It is
 * deliberately a thin shell: each method loads the real implementation by package name at
 * run time, and it closes over two strings only. So state stays small whatever the
 * implementation's size, no credential or zod schema can be captured (zod 4 schemas cannot
 * be serialized at all), the text is byte-identical across versions of the package, and
 * refresh and destroy of old resources run the installed, upgraded code.
 */
export function providerShell(kind: ProviderKind): pulumi.dynamic.ResourceProvider {
  return {
    async configure(req) {
      (await load()).configure(req.config);
    },
    async check(olds, news) {
      return (await load())[kind].check(olds, news);
    },
    async diff(id, olds, news) {
      return (await load())[kind].diff(id, olds, news);
    },
    async create(inputs) {
      return (await load())[kind].create(inputs);
    },
    async read(id, props) {
      return (await load())[kind].read(id, props);
    },
    async update(id, olds, news) {
      return (await load())[kind].update(id, olds, news);
    },
    async delete(id, props) {
      await (await load())[kind].delete(id, props);
    },
  };
}
