import * as datafold from "pulumi-datafold";

// An old data diff, archived; destroying the stack restores it.
new datafold.DataDiffFlags("old-diff", {
  datadiffId: 101,
  archived: true,
  restoreOnDelete: true,
});
