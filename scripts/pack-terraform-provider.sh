#!/usr/bin/env bash
# Builds the Terraform provider's release files, named as the Terraform Registry (and OpenTofu's)
# reads a GitHub release of `datafold/datafold`, into dist-terraform/:
#   terraform-provider-datafold_<version>_<os>_<arch>.zip   per platform: one self-contained
#       executable, terraform-provider-datafold_v<version> (`.exe` on Windows), and the LICENSE
#   terraform-provider-datafold_<version>_manifest.json     terraform/terraform-registry-manifest.json
#       (the protocol the provider speaks: tfplugin 6.0)
#   terraform-provider-datafold_<version>_SHA256SUMS        the sha256 of each zip and the manifest
# The registry also wants terraform-provider-datafold_<version>_SHA256SUMS.sig, a detached GPG
# signature of the sums by the key registered with it: the release pipeline makes it
# (`gpg --detach-sign`); nothing here holds that key.
#
# The executable is built as the Pulumi plugin's is (scripts/pack-plugin.sh says how, and where
# each platform's Node runtime comes from): scripts/plugin-executable/build.ts
# --name terraform-provider-datafold bundles src/terraform/main.ts, which serves tfplugin6 when
# run, into a Node.js single executable application. The same runtimes serve:
#   this machine's platform   the `node` running this script, or NODE_RUNTIME_<OS>_<ARCH>
#   any other platform        NODE_RUNTIME_<OS>_<ARCH>, e.g. NODE_RUNTIME_DARWIN_ARM64
# and the same runners: linux-* on Linux, darwin-* on macOS (codesign), windows-* on Windows
# (signtool, if the release signs). Platforms are named as for the plugin (linux-amd64,
# darwin-arm64, windows-amd64, ...); the files as Terraform names them (linux_amd64, ...). `zip`
# must be on PATH (Git for Windows has none: install one, or pack windows-* on Linux when the
# release does not sign).
#
# The sums cover every zip of this version in the output directory, so that a pipeline that packs
# each platform on its own runner gathers the zips into one directory and runs
# `--checksums-only` there last: it builds nothing, and writes the manifest and the sums.
#
# Usage: scripts/pack-terraform-provider.sh [--out DIR] [--entry FILE] [--checksums-only] [platform ...]
#   DIR defaults to dist-terraform/; platform to this machine's, e.g. linux-amd64.
#   FILE is the script bundled instead of src/terraform/main.ts (the tests pack a stand-in).
#   npm run tofu:pack
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/node-runtime.sh
source scripts/lib/node-runtime.sh
start=$(date +%s)

name=terraform-provider-datafold
out_dir=dist-terraform
entry=src/terraform/main.ts
checksums_only=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --out) out_dir=$2; shift 2 ;;
    --entry) entry=$2; shift 2 ;;
    --checksums-only) checksums_only=1; shift ;;
    *) break ;;
  esac
done
version=$(node -p 'require("./package.json").version')

if [[ $checksums_only -eq 0 ]]; then
  if [[ ! -f "$entry" ]]; then
    echo "pack-terraform-provider: $entry, the Terraform provider's entry, does not exist: there is no provider to pack yet" >&2
    exit 1
  fi
  if ! command -v zip >/dev/null 2>&1; then
    echo "pack-terraform-provider: 'zip' not found on PATH (the registry's archives are zips): install it" >&2
    exit 1
  fi
  if [[ $# -gt 0 ]]; then
    platforms=("$@")
  else
    platforms=("$(host_platform)")
  fi

  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$out_dir"
  for platform in "${platforms[@]}"; do
    runtime=$(node_runtime_for "$platform" pack-terraform-provider) || exit 1
    stage="$work/$platform"
    node --require ./tools/typescript/register.js scripts/plugin-executable/build.ts --name "$name" --entry "$entry" "$stage" "$runtime" "$platform" >"$work/build.log" 2>&1 || {
      cat "$work/build.log" >&2
      echo "pack-terraform-provider: the executable for $platform was not built (above)" >&2
      exit 1
    }
    exe=""
    if [[ "$platform" == windows-* ]]; then exe=.exe; fi
    mv "$stage/$name$exe" "$stage/${name}_v$version$exe"
    rm -rf "$stage/.build"
    cp LICENSE "$stage/LICENSE"
    out="$out_dir/${name}_${version}_${platform/-/_}.zip"
    rm -f "$out"
    # -X: no extra attributes (owner ids, times beyond the zip's own); -j: no directories.
    zip -q -X -j "$out" "$stage/${name}_v$version$exe" "$stage/LICENSE"
    echo "pack-terraform-provider: $out ($(du -h "$out" | cut -f1); the Node runtime $runtime)"
  done
fi

manifest="${name}_${version}_manifest.json"
cp terraform/terraform-registry-manifest.json "$out_dir/$manifest"
shopt -s nullglob
zips=("$out_dir/${name}_${version}_"*.zip)
if [[ ${#zips[@]} -eq 0 ]]; then
  echo "pack-terraform-provider: no ${name}_${version}_*.zip in $out_dir to sum" >&2
  exit 1
fi
sums="${name}_${version}_SHA256SUMS"
if command -v sha256sum >/dev/null 2>&1; then sha256=(sha256sum); else sha256=(shasum -a 256); fi
(cd "$out_dir" && "${sha256[@]}" "${zips[@]##*/}" "$manifest" > "$sums")
echo "pack-terraform-provider: $out_dir/$sums (${#zips[@]} zip(s) and the manifest) in $(( $(date +%s) - start )) s"
