// The shape of a data function's definition, apart from the list of them (DATA_FUNCTIONS of
// src/registry.ts), which imports every definition module. Nothing here loads `@pulumi/pulumi`:
// the provider plugin runs the definitions with its own clients.
import type { z } from "zod";
import type { NamedShapes } from "../kit/presentation";
import { checkFunctionArguments } from "./argument-checks";
import type { FunctionClients } from "./function-clients";

export type { FunctionClients };

/**
 * How the package presents a data function's types besides its schemas: what `npm run generate`
 * needs to write them (src/functions/generated/<module>.ts), written once, in the definition.
 */
export interface FunctionPresentation {
  /** The module that declares the definition, named in the generated file's header. */
  readonly source: string;
  /**
   * The named shapes of its arguments and result, each declared in its generated types under
   * this name (and named so in the package schema); a field holding one refers to it by name.
   * The API objects and their views (src/types/) and the resources' shapes are named already.
   */
  readonly shapes?: NamedShapes;
}

/**
 * A data function, once for every route: the TypeScript function (`getMonitors`) and the
 * provider plugin's invoke (`datafold:index:getMonitors`) both check the arguments with
 * `args` and call `run`, so the two cannot differ; the package schema describes the function
 * from `description`, `args` and `result`, and `npm run generate` writes its public types,
 * `Get…Args` and `Get…Result`, from `args` (what a caller may give) and `result`, each
 * description a doc comment.
 */
export interface DataFunctionDefinition<S extends z.ZodObject = z.ZodObject, R = unknown> {
  /** The function's name, as TypeScript exports it and as the token ends: `getProxyTokens`. */
  readonly name: string;
  /** What it does, for the package schema (the TypeScript function's doc comment says it with examples). */
  readonly description: string;
  /** The schema the arguments are checked with, described (the doc comment of `Get…Args`), each argument too. */
  readonly args: S;
  /** What `run` returns, described (the doc comment of `Get…Result`), each field too: a result of `run` parses with it. */
  readonly result: z.ZodType;
  /** How its public types are written. */
  readonly presentation: FunctionPresentation;
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
