#!/usr/bin/env bash
# Builds the provider plugin's release tarballs, what `pulumi plugin install resource datafold
# <version> --file <tarball>` installs (or the CLI downloads from the release, by the schema's
# pluginDownloadURL): artifacts/pulumi-resource-datafold-v<version>-<os>-<arch>.tar.gz, each
# holding one self-contained executable, `pulumi-resource-datafold` (`.exe` on Windows), and the
# LICENSE. No Node.js is needed where it runs, and no node_modules.
#
# The executable is a Node.js single executable application (SEA): the plugin bundled by esbuild
# into one script (scripts/plugin-executable/build.ts: src/plugin, @pulumi/pulumi's gRPC and
# stubs, zod, got, the schema), made into a blob by `node --experimental-sea-config`, and
# injected by postject into a copy of the Node runtime binary of the target platform.
#
# The runtime binary of each platform (the pipeline downloads them; nothing here does):
#   this machine's platform   the `node` running this script (Node 20 or later), or
#                             NODE_RUNTIME_<OS>_<ARCH> when set
#   any other platform        NODE_RUNTIME_<OS>_<ARCH>, e.g. NODE_RUNTIME_DARWIN_ARM64
# Take them from https://nodejs.org/dist/v<version>/, the version of the `node` that runs this
# script (the blob's format is its version's), checked against that directory's
# SHASUMS256.txt (signed: SHASUMS256.txt.asc):
#   linux-amd64    node-v<version>-linux-x64.tar.xz      bin/node
#   linux-arm64    node-v<version>-linux-arm64.tar.xz    bin/node
#   darwin-amd64   node-v<version>-darwin-x64.tar.gz     bin/node
#   darwin-arm64   node-v<version>-darwin-arm64.tar.gz   bin/node
#   windows-amd64  win-x64/node.exe
#   windows-arm64  win-arm64/node.exe
# The release pipeline runs this script once per runner OS, so that each platform's last step
# runs where its tools are: on Linux for linux-*; on macOS for darwin-* (postject breaks the
# binary's signature: build.ts re-signs it ad hoc with `codesign --sign -`, which only macOS
# has; the release signs it with the project's identity after); on Windows for windows-*
# (signtool, if the release signs). A platform other than the runner's own gets no code cache
# (V8's compiled code is the building machine's), so it starts a little slower.
#
# Usage: scripts/pack-plugin.sh [--out DIR] [--entry FILE] [platform ...]
#   DIR defaults to artifacts/; platform to this machine's, e.g. linux-amd64.
#   FILE is the script bundled instead of the plugin's entry (build.ts --entry): the plugin
#   benchmark packs its do-nothing floor so (bench/lib/floor-plugin.ts), as a tarball of the same
#   name, version, executable and build as ours.
#   npm run plugin:pack
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/node-runtime.sh
source scripts/lib/node-runtime.sh
start=$(date +%s)

out_dir=artifacts
entry=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --out) out_dir=$2; shift 2 ;;
    --entry) entry=(--entry "$2"); shift 2 ;;
    *) break ;;
  esac
done
version=$(node -p 'require("./package.json").version')
if [[ $# -gt 0 ]]; then
  platforms=("$@")
else
  platforms=("$(host_platform)")
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out_dir"

for platform in "${platforms[@]}"; do
  runtime=$(node_runtime_for "$platform" pack-plugin) || exit 1
  stage="$work/$platform"
  node --require ./tools/typescript/register.js scripts/plugin-executable/build.ts "${entry[@]}" "$stage" "$runtime" "$platform" >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    echo "pack-plugin: the executable for $platform was not built (above)" >&2
    exit 1
  }
  rm -rf "$stage/.build"
  cp LICENSE "$stage/LICENSE"
  out="$out_dir/pulumi-resource-datafold-v$version-$platform.tar.gz"
  tar -czf "$out" -C "$stage" --owner=0 --group=0 --numeric-owner .
  echo "pack-plugin: $out ($(du -h "$out" | cut -f1), unpacked $(du -sh "$stage" | cut -f1); the Node runtime $runtime) in $(( $(date +%s) - start )) s"
done
