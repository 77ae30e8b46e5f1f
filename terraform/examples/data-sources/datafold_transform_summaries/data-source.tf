# A migration project's progress: how far it is, and each failed translation with its reason.
data "datafold_transform_summaries" "migration" {
  project_id = 2
}

output "migration_percent_done" {
  value = data.datafold_transform_summaries.migration.progress.percent_done
}

output "migration_failed" {
  value = data.datafold_transform_summaries.migration.progress.failed
}
