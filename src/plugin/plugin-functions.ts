import type * as provider from "@pulumi/pulumi/provider";
import { InvalidArgumentError } from "../core/errors";
import { callDataFunction } from "../functions/data-function";
import { DATA_FUNCTIONS, typeToken } from "../registry";
import { providerClients } from "../provider/shared/provider-config";
import { revealed } from "./secret-values";

/** Every data function by its token: `datafold:index:getMonitors`. */
const FUNCTIONS = new Map(DATA_FUNCTIONS.map((definition) => [typeToken(definition.name), definition]));

/**
 * The data functions as invokes: the definitions the TypeScript functions run, with the
 * provider's clients (its configuration, then the environment) instead of the program's. A bad
 * argument is an invoke failure naming it, which the SDKs show as the invoke's error.
 */
export const pluginFunctions = {
  async invoke(token: string, args: Record<string, unknown>): Promise<provider.InvokeResult> {
    const definition = FUNCTIONS.get(token);
    if (definition === undefined) {
      throw new Error(`The datafold provider has no function "${token}". Its functions are: ${[...FUNCTIONS.keys()].join(", ")}.`);
    }
    let result: unknown;
    try {
      result = await callDataFunction(definition, revealed(args), providerClients);
    } catch (error) {
      // A bad argument is the invoke's failure, naming it; the SDKs raise it as the call's error.
      if (error instanceof InvalidArgumentError) return { failures: [{ property: error.argument, reason: error.message }] };
      throw error;
    }
    // Plain JSON: a field the result leaves undefined is absent, as a protobuf Struct needs.
    return { outputs: JSON.parse(JSON.stringify(result)) as unknown };
  },
};
