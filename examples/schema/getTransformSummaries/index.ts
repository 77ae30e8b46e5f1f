import * as datafold from "pulumi-datafold";

// A migration project's progress: how far it is, and each failed translation with its reason.
const migration = datafold.getTransformSummariesOutput({ projectId: 2 });

export const migrationPercentDone = migration.progress.percentDone;
export const migrationFailed = migration.progress.failed;
