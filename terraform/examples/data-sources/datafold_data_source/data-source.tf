# A connection made in the app, found by its name: the configuration keeps no account-specific id.
data "datafold_data_source" "legacy" {
  name = "Legacy DWH"
}

output "legacy_data_source_id" {
  value = data.datafold_data_source.legacy.id
}

output "legacy_data_source_type" {
  value = data.datafold_data_source.legacy.type
}
