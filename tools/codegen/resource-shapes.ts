/**
 * The named object shapes of the resources' fields and of the data functions' arguments and
 * results, both declared by their definitions and read through the registry, by the names the
 * generated public types give them (resource-types.ts, function-files.ts) and the package
 * schema's types take (pulumi-schema.ts), and the names of the unions the package schema writes
 * as one object type each (pulumi-types.ts).
 */
import type { z } from "zod";
import type { ResourceFamily } from "../../src/kit/presentation";
import { DATA_FUNCTIONS, RESOURCES } from "../../src/registry";

type Shapes = ReadonlyArray<readonly [z.ZodType, string]>;

const PRESENTATIONS = RESOURCES.map((resource) => resource.definition.presentation);
/** The families of the registered resources, each once. */
const FAMILIES = [...new Set(PRESENTATIONS.flatMap((presentation): ResourceFamily[] => (presentation.family === undefined ? [] : [presentation.family])))];

/**
 * The named shapes of the data functions (each definition's `presentation.shapes`): what
 * getMonitor shows of a kind's inputs, the counts and the progress of the results, ...
 */
export const FUNCTION_SHAPES: Shapes = DATA_FUNCTIONS.flatMap((definition) => definition.presentation.shapes ?? []);

/**
 * The unions of object shapes, each written in the package schema as ONE object type of this
 * name with every member's properties (pulumi-types.ts), as the resources' definitions and their
 * families name them; a union without a name fails the generation, naming where it is.
 */
export const UNION_NAMES: Shapes = [...FAMILIES.flatMap((family) => family.unions), ...PRESENTATIONS.flatMap((presentation) => presentation.unions ?? [])];

/** Every named shape of the resources' fields (from their definitions) and of the functions' arguments and results. */
export const ALL_RESOURCE_SHAPES: Shapes = [
  ...FAMILIES.flatMap((family) => family.shapes),
  ...PRESENTATIONS.flatMap((presentation) => presentation.shapes ?? []),
  ...FUNCTION_SHAPES,
];
