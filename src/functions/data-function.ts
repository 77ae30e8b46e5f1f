// The shape of a data function's definition, apart from the list of them (./definitions.ts),
// which imports every definition module. Nothing here loads `@pulumi/pulumi`: the provider
// plugin runs the definitions with its own clients.
import type { z } from "zod";
import { checkFunctionArguments } from "./argument-checks";
import type { FunctionClients } from "./function-clients";

export type { FunctionClients };

/**
 * A data function, once for every route: the TypeScript function (`getMonitors`) and the
 * provider plugin's invoke (`datafold:index:getMonitors`) both check the arguments with
 * `args` and call `run`, so the two cannot differ; the package schema describes the function
 * from `description`, `args` and `result`.
 */
export interface DataFunctionDefinition<S extends z.ZodObject = z.ZodObject, R = unknown> {
  /** The function's name, as TypeScript exports it and as the token ends: `getProxyTokens`. */
  readonly name: string;
  /** What it does, for the package schema (the TypeScript function's doc comment says it with examples). */
  readonly description: string;
  /** The schema the arguments are checked with, each argument described. */
  readonly args: S;
  /** What `run` returns, each field described: a result of `run` parses with it. */
  readonly result: z.ZodType;
  /**
   * Args already checked by `args`; returns the plain JSON-able result the TypeScript function
   * returns. (A method, so that a definition of particular arguments is one of any arguments.)
   */
  run(args: z.output<S>, clients: FunctionClients): Promise<R>;
}

/** A definition, typed by its own arguments and result. */
export function defineDataFunction<S extends z.ZodObject, R>(definition: DataFunctionDefinition<S, R>): DataFunctionDefinition<S, R> {
  return definition;
}

/**
 * Checks `args` with the definition's schema (a bad argument is an InvalidArgumentError naming
 * it; nothing is sent) and runs it with `clients`.
 */
export async function callDataFunction<S extends z.ZodObject, R>(definition: DataFunctionDefinition<S, R>, args: unknown, clients: FunctionClients): Promise<R> {
  return definition.run(checkFunctionArguments(definition.args, args, definition.name), clients);
}
