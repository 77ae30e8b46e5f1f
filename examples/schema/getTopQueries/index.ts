import * as datafold from "pulumi-datafold";

// The five SELECT statements run most often on the warehouse.
const top = datafold.getTopQueriesOutput({ limit: 5, statementType: "SELECT" });

export const topSelects = top.queries;
