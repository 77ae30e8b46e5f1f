import pulumi
import pulumi_datafold as datafold

# A connection made in the app, found by its name: a program keeps no account-specific id.
legacy = datafold.get_data_source_output(name="Legacy DWH")

pulumi.export("legacyDataSourceId", legacy.id)
pulumi.export("legacyDataSourceType", legacy.type)
