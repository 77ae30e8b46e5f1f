# Datafold's monitors YAML beside this configuration, read as each kind's arguments by slug: the
# monitors-from-yaml module (terraform/modules/monitors-from-yaml) creates one monitor per slug.
data "datafold_monitors_yaml" "team" {
  files    = ["monitors/*.yaml"]
  base_dir = path.module
}

output "yaml_metric_monitor_slugs" {
  value = keys(data.datafold_monitors_yaml.team.metric_monitors)
}
