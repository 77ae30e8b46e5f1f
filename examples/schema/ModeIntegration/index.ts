import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Mode's lineage, read with an API token and its password, both secret config.
const mode = new datafold.ModeIntegration("mode", {
  name: "Mode prod",
  workspace: "acme",
  token: config.requireSecret("modeToken"),
  password: config.requireSecret("modePassword"),
});

export const modeIntegrationId = mode.integrationId;
