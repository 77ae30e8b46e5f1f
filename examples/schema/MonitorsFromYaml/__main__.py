import pulumi
import pulumi_datafold as datafold

# Every monitor of Datafold's own monitors YAML (monitors/*.yaml), one resource per slug;
# a slug removed from the files pauses its monitor rather than deleting it.
from_yaml = datafold.MonitorsFromYaml(
    "team-monitors",
    files=["monitors/*.yaml"],
    owner="data@example.com",
    on_removed="pause",
    tags=["pulumi"],
)

pulumi.export("yamlMonitorIds", from_yaml.monitors)
