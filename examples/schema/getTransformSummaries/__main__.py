import pulumi
import pulumi_datafold as datafold

# A migration project's progress: how far it is, and each failed translation with its reason.
migration = datafold.get_transform_summaries_output(project_id=2)

pulumi.export("migrationPercentDone", migration.progress.percent_done)
pulumi.export("migrationFailed", migration.progress.failed)
