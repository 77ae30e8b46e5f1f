/**
 * The named object shapes of the resources' fields (declared by their definitions, read through
 * the registry) and of the data functions' results, by the names the generated public types give
 * them (resource-types.ts) and the package schema's types take (pulumi-schema.ts), and the names
 * of the unions the package schema writes as one object type each (pulumi-types.ts).
 */
import type { z } from "zod";
import type { ResourceFamily } from "../../src/kit/presentation";
import { RESOURCES } from "../../src/registry";
import { ShownDataDiff, ShownStandardTest, ShownTestTable } from "../../src/functions/monitor-definition";
import { MonitorStateCountsSchema, MonitorTypeCountsSchema } from "../../src/functions/monitors-definition";
import { FailedTransformSchema, TransformProgressSchema, TransformStatusCountsSchema } from "../../src/functions/transform-summaries-definition";

type Shapes = ReadonlyArray<readonly [z.ZodType, string]>;

const PRESENTATIONS = RESOURCES.map((resource) => resource.definition.presentation);
/** The families of the registered resources, each once. */
const FAMILIES = [...new Set(PRESENTATIONS.flatMap((presentation): ResourceFamily[] => (presentation.family === undefined ? [] : [presentation.family])))];

/** What getMonitor shows of a kind's inputs that GET shows only in part, named as its public types name them. */
export const GET_MONITOR_SHAPES: Shapes = [
  [ShownStandardTest, "DataTestMonitorShownTest"],
  [ShownTestTable, "DataTestMonitorShownTable"],
  [ShownDataDiff, "DataDiffMonitorShownDefinition"],
];

/** The objects of the data functions' results, named as their public types name them. */
export const FUNCTION_RESULT_SHAPES: Shapes = [
  [MonitorStateCountsSchema, "MonitorStateCounts"],
  [MonitorTypeCountsSchema, "MonitorTypeCounts"],
  [TransformProgressSchema, "TransformProgress"],
  [TransformStatusCountsSchema, "TransformStatusCounts"],
  [FailedTransformSchema, "FailedTransform"],
];

/**
 * The unions of object shapes, each written in the package schema as ONE object type of this
 * name with every member's properties (pulumi-types.ts), as the resources' definitions and their
 * families name them; a union without a name fails the generation, naming where it is.
 */
export const UNION_NAMES: Shapes = [...FAMILIES.flatMap((family) => family.unions), ...PRESENTATIONS.flatMap((presentation) => presentation.unions ?? [])];

/** Every named shape of the resources' fields (from their definitions) and of the functions' results. */
export const ALL_RESOURCE_SHAPES: Shapes = [
  ...FAMILIES.flatMap((family) => family.shapes),
  ...PRESENTATIONS.flatMap((presentation) => presentation.shapes ?? []),
  ...GET_MONITOR_SHAPES,
  ...FUNCTION_RESULT_SHAPES,
];
