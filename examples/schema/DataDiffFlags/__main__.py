import pulumi_datafold as datafold

# An old data diff, archived; destroying the stack restores it.
datafold.DataDiffFlags(
    "old-diff",
    datadiff_id=101,
    archived=True,
    restore_on_delete=True,
)
