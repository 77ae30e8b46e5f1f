import * as datafold from "pulumi-datafold";

// A connection made in the app, found by its name: a program keeps no account-specific id.
const legacy = datafold.getDataSourceOutput({ name: "Legacy DWH" });

export const legacyDataSourceId = legacy.id;
export const legacyDataSourceType = legacy.type;
