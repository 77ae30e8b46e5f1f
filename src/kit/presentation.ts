import type { z } from "zod";
import type { Fields } from "./fields";

/** Object shapes of a resource's fields, each with the name its public type and package schema type take. */
export type NamedShapes = ReadonlyArray<readonly [z.ZodType, string]>;

/**
 * What every resource of a family has (the four monitor kinds): fields and shapes emitted once,
 * in modules of their own, and extended by each member's types.
 */
export interface ResourceFamily {
  /** The prefix of the family's shared types: `Monitor` gives `MonitorCommonInputFields`, ... */
  readonly name: string;
  /** What the shared types describe in their doc comments: `every monitor kind`. */
  readonly subject: string;
  /** The fields every member has, as each member declares them (a member whose field differs fails the generation). */
  readonly inputs: Fields;
  readonly outputs: Fields;
  /** The shapes every member may use. */
  readonly shapes: NamedShapes;
  /** The unions of object shapes every member may use, each written in the package schema as one object type of this name. */
  readonly unions: NamedShapes;
  /** The module that declares them, for the generated files' headers. */
  readonly source: string;
}

/**
 * How the package presents a resource besides its fields and its package-schema description:
 * what `npm run generate` needs to write its TypeScript class, its public types and its
 * provider shell, and what nothing else can derive. Written once, in the resource's definition.
 */
export interface ResourcePresentation {
  /** The module that declares the resource's fields, named in the generated files' headers. */
  readonly source: string;
  /**
   * The class's doc comment, before its example: what the resource is, then how create, read,
   * update and delete map to the API, the credentials it uses and its id, in Markdown.
   */
  readonly doc: string;
  /** A TypeScript example of the class, as its doc comment's `@example` shows it. */
  readonly example: string;
  /** The named shapes of the resource's own fields. */
  readonly shapes?: NamedShapes;
  /**
   * The unions of object shapes of its own fields, each written in the package schema as ONE
   * object type of this name with every member's properties (a union without a name fails the
   * generation, naming where it is).
   */
  readonly unions?: NamedShapes;
  /** The family whose shared fields and shapes the resource's types extend. */
  readonly family?: ResourceFamily;
  /** Type-only imports its generated types need, relative to `src/resources/generated/`. */
  readonly typeImports?: readonly string[];
  /**
   * A hand-written type of the class's arguments, where the generated input fields say less
   * than the compiler could (a ProxyToken's owner decides whether `principalId` is given): its
   * name, and its module relative to `src/resources/`. Default: `<Name>Args`, the input fields.
   */
  readonly args?: { readonly name: string; readonly from: string };
  /**
   * The class passes the resource's `<project>/<stack>/<name>` to its provider, which a dynamic
   * provider is never told (for a provider that names what it makes after its resource).
   */
  readonly passesResourceName?: true;
}
