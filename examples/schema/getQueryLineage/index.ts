import * as datafold from "pulumi-datafold";

// What one query (by its fingerprint, as getTopQueries lists it) reads, column by column.
const lineage = datafold.getQueryLineageOutput({ fingerprint: "9f2c4e1a7b3d5f60" });

export const lineageTablesRead = lineage.tablesRead;
export const lineageColumns = lineage.columnLineage;
