import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { MonitorSortField, SortOrder } from "../../schemas/monitor";
import type * as api from "../../types/client-params";
import type { Assert, Equals } from "../../types/type-equality";
import { AtLeastOne, oneOf } from "../../core/arguments";
import { asUrlText } from "../../core/path-segment";

/*
 * The schemas that check what DatafoldClient's methods are given, before anything is sent
 * (ProxyAdminClient's are in ../proxy-admin/params.ts). The public types are in
 * src/types/client-params.ts, where each field is documented; the `_…Matches` checks keep
 * each type and its schema exactly equal.
 */

const Tag = asUrlText(
  z
    .string(mustBe("a string"))
    .min(1, "must not be empty")
    .refine((tag) => !tag.includes(","), "must not contain a comma (the API joins tags with commas): give each tag as its own element"),
);

/** Filters and order of a monitor listing (GET /api/v1/monitors). */
export const MonitorQuery = z.strictObject({
  orderBy: oneOf(MonitorSortField.options).optional(),
  sortOrder: oneOf(SortOrder.options).optional(),
  tags: z.array(Tag, mustBe("an array of tags")).optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _MonitorQueryMatches = Assert<Equals<z.input<typeof MonitorQuery>, api.MonitorQuery>>;

export const ListMonitorsParams = MonitorQuery.extend({
  page: AtLeastOne.optional(),
  pageSize: AtLeastOne.optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _ListMonitorsParamsMatches = Assert<Equals<z.input<typeof ListMonitorsParams>, api.ListMonitorsParams>>;

export const ListAllMonitorsParams = MonitorQuery.extend({
  pageSize: AtLeastOne.optional(),
  concurrency: AtLeastOne.optional(),
  maxPages: AtLeastOne.optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _ListAllMonitorsParamsMatches = Assert<Equals<z.input<typeof ListAllMonitorsParams>, api.ListAllMonitorsParams>>;

export const IterateMonitorsParams = ListAllMonitorsParams.omit({ concurrency: true });
// tsc fails here if the public type and what this schema accepts ever differ.
type _IterateMonitorsParamsMatches = Assert<Equals<z.input<typeof IterateMonitorsParams>, api.IterateMonitorsParams>>;

export const TopQueriesParams = z.strictObject({
  limit: AtLeastOne.optional(),
  statementType: asUrlText(z.string(mustBe("a string")).min(1, "must not be empty")).optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _TopQueriesParamsMatches = Assert<Equals<z.input<typeof TopQueriesParams>, api.TopQueriesParams>>;
