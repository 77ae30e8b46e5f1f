/**
 * The floor of the plugin benchmark (bench/plugin-engine.ts): a provider plugin that does
 * nothing, of the same language and shape as pulumi-resource-datafold (a Node.js program
 * serving the provider protocol through `provider.main` of `@pulumi/pulumi/provider`, started
 * by a shell launcher), for `datafold:index:ProxyToken` and the four monitor kinds. It answers
 * every call at once with the do-nothing dynamic providers of the other engine benchmarks
 * (../provider.js for tokens, ../monitor-provider.js for monitors): no request, no input
 * checked, state of a token's and a monitor's keys. So a stack of these costs what the engine,
 * the Python program, its SDK and a Node.js plugin cost, and nothing of ours.
 *
 * bench/lib/floor-plugin.ts packs it as a release tarball, with `sdk.js` pointing at this
 * repository's `@pulumi/pulumi/provider` (the version the plugin's tarball installs), and the
 * benchmark installs it as the `datafold` plugin of the same version in the floor's own
 * Pulumi home: the floor's program is ours, to the byte, with the same generated SDK.
 */
"use strict";
const { main } = require("./sdk");
const tokens = require("./provider");
const monitors = require("./monitor-provider");
const { version } = require("./package.json");

/** The do-nothing provider of the resource a URN names: `...::datafold:index:ProxyToken::name`. */
function providerOf(urn) {
  const type = urn.split("::")[2] || "";
  return type.endsWith(":ProxyToken") ? tokens : monitors;
}

main(
  {
    version,
    check: (urn, olds, news) => providerOf(urn).check(olds, news),
    diff: (id, urn, olds, news) => providerOf(urn).diff(id, olds, news),
    create: (urn, inputs) => providerOf(urn).create(inputs),
    read: (id, urn, props) => providerOf(urn).read(id, props),
    update: (id, urn, olds, news) => providerOf(urn).update(id, olds, news),
    delete: (id, urn, props) => providerOf(urn).delete(id, props),
  },
  process.argv.slice(2),
).catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
