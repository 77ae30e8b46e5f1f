#!/usr/bin/env bash
# Builds the provider plugin's release tarball, what `pulumi plugin install resource datafold
# <version> --file <tarball>` installs (or the CLI downloads from the release, by the schema's
# pluginDownloadURL): artifacts/pulumi-resource-datafold-v<version>-<os>-<arch>.tar.gz.
#
# The plugin is this package's dist/plugin/main.js, a Node.js program, so the tarball holds a
# launcher named pulumi-resource-datafold and a node_modules with this package (from its npm
# pack tarball, exactly what npm users get) and @pulumi/pulumi at the version installed here
# (the one the tests run), installed with npm from the registry. Its content is the same for
# every platform; one tarball per platform name, because the CLI asks for its own. Node.js 20
# or later must be on the user's PATH.
#
# Usage: scripts/pack-plugin.sh [--out DIR] [platform ...]
#   DIR defaults to artifacts/; platform to this machine's, e.g. linux-amd64.
#   npm run plugin:pack
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

out_dir=artifacts
if [[ "${1:-}" == "--out" ]]; then
  out_dir=$2
  shift 2
fi
version=$(node -p 'require("./package.json").version')
sdk_version=$(node -p 'require("@pulumi/pulumi/package.json").version')
if [[ $# -gt 0 ]]; then
  platforms=("$@")
else
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  case $(uname -m) in x86_64 | amd64) arch=amd64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  platforms=("$os-$arch")
fi

npm run --silent build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/plugin"
mkdir -p "$stage" "$out_dir"

tarball=$(npm pack --silent --ignore-scripts --pack-destination "$work" | tail -n 1)
cat >"$stage/package.json" <<JSON
{
  "name": "pulumi-resource-datafold",
  "version": "$version",
  "private": true,
  "description": "The Datafold provider plugin for Pulumi: run by the Pulumi CLI, not installed by hand.",
  "license": "Apache-2.0",
  "dependencies": {
    "pulumi-datafold": "file:../$tarball",
    "@pulumi/pulumi": "$sdk_version"
  }
}
JSON
if ! (cd "$stage" && npm install --silent --omit=dev --no-audit --no-fund --prefer-offline --ignore-scripts --install-links >"$work/npm.log" 2>&1); then
  cat "$work/npm.log" >&2
  echo "pack-plugin: npm install of the plugin's dependencies failed (above)" >&2
  exit 1
fi
# The package is installed from the tarball: package.json must not point at a file that is gone.
node -e '
  const fs = require("fs"), file = process.argv[1], p = JSON.parse(fs.readFileSync(file, "utf8"));
  p.dependencies["pulumi-datafold"] = p.version;
  fs.writeFileSync(file, JSON.stringify(p, null, 2) + "\n");
' "$stage/package.json"
rm -f "$stage/package-lock.json"

cat >"$stage/pulumi-resource-datafold" <<'LAUNCHER'
#!/bin/sh
# The Datafold provider plugin for Pulumi, a Node.js program: the Pulumi CLI starts it.
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1 || ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' 2>/dev/null; then
  echo "pulumi-resource-datafold: the Datafold provider plugin needs Node.js 20 or later on PATH (found: $(node --version 2>/dev/null || echo none)). Install it from https://nodejs.org and run the Pulumi command again." >&2
  exit 1
fi
exec node "$here/node_modules/pulumi-datafold/dist/plugin/main.js" "$@"
LAUNCHER
chmod 0755 "$stage/pulumi-resource-datafold"
cp LICENSE "$stage/LICENSE"

for platform in "${platforms[@]}"; do
  out="$out_dir/pulumi-resource-datafold-v$version-$platform.tar.gz"
  tar -czf "$out" -C "$stage" --owner=0 --group=0 --numeric-owner .
  echo "pack-plugin: $out ($(du -h "$out" | cut -f1), unpacked $(du -sh "$stage" | cut -f1); @pulumi/pulumi $sdk_version) in $(( $(date +%s) - start )) s"
done
