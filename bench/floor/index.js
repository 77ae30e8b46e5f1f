/**
 * The floor's resource: the same constructor as pulumi-datafold's ProxyToken (src/resources/
 * proxy-token.ts), the same output properties and secret, with the do-nothing provider.
 */
"use strict";
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");

const OUTPUTS = ["tokenId", "token", "prefix", "tokenType", "status", "createdAt", "expiresAt", "revokedAt", "revokedReason", "serviceClockOffsetSeconds"];

class FloorProxyToken extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    const outputs = Object.fromEntries(OUTPUTS.map((key) => [key, undefined]));
    const secretOutputs = [...new Set([...((opts && opts.additionalSecretOutputs) || []), "token"])];
    super(provider, name, { ...outputs, ...args }, { ...opts, additionalSecretOutputs: secretOutputs }, "floor", "ProxyToken");
  }
}

module.exports = { FloorProxyToken };
