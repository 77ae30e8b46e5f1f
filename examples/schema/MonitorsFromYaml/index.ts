import * as datafold from "pulumi-datafold";

// Every monitor of Datafold's own monitors YAML (monitors/*.yaml), one resource per slug;
// a slug removed from the files pauses its monitor rather than deleting it.
const fromYaml = new datafold.MonitorsFromYaml("team-monitors", {
  files: ["monitors/*.yaml"],
  owner: "data@example.com",
  onRemoved: "pause",
  tags: ["pulumi"],
});

export const yamlMonitorIds = fromYaml.monitors;
