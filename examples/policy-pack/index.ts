// A policy pack for stacks that use pulumi-datafold: the ProxyToken and monitor policies of
// `pulumi-datafold/policy`, with their default numbers and enforcement levels.
//
//   pulumi preview --policy-pack <this directory>
//   pulumi up --policy-pack <this directory> --policy-pack-config <this directory>/policy-config.example.json
//
// Change a number, the required tags or a level per stack in a config file (see
// policy-config.example.json and README.md), or here for every stack:
// proxyTokenPolicies({ maxExpiresInDays: 30 }), monitorPolicies({ requiredTags: ["team:data"] }).
import { PolicyPack } from "@pulumi/policy";
import { monitorPolicies, proxyTokenPolicies } from "pulumi-datafold/policy";

new PolicyPack("datafold-hygiene", {
  policies: [...proxyTokenPolicies(), ...monitorPolicies()],
});
