#!/usr/bin/env bash
# Builds the real Pulumi CLI and its language hosts from the Go module proxy into .pulumi-cli/.
#
# No prebuilt Pulumi binary can be downloaded on our machines, so the CLI is
# compiled from github.com/pulumi/pulumi/pkg/v3/cmd/pulumi through the wrapper
# module in tools/pulumi-cli (go.mod + go.sum pin the version), and so is
# pulumi-sdkgen (tools/pulumi-cli/sdkgen: the SDK generator, pinned with the CLI).
# The language hosts are built from nested modules of their own, each at the
# last version the proxy serves (their go.mod comments say why):
#   pulumi-language-nodejs  sdk/v3 v3.68.0   tools/pulumi-cli/nodejs-host
#   pulumi-language-python  sdk/v3 v3.68.0   tools/pulumi-cli/python-host
#                           (+ its pulumi-language-python-exec shim, from the module cache)
#   pulumi-language-go      sdk/v3 v3.66.0   tools/pulumi-cli/go-host
#   pulumi-language-yaml    pulumi-yaml v1.25.0   tools/pulumi-cli/yaml-host
# The Python and Go hosts go to .pulumi-cli/hosts/; in bin/ stands
# tools/pulumi-cli/host-options under their names, which hands them Pulumi.yaml's
# runtime options as CLI v3.259 no longer does (its main.go says why). For Python,
# bin/ holds tools/pulumi-cli/python-front instead (built from the CLI's module, for
# pkg/v3's Python program generator): it answers GenerateProgram (`pulumi import --out`),
# which the v3.68 host lacks, and starts hosts/host-options (the same front, under
# another name) for all the rest. Released hosts need none of this; it is for our tests.
# The shell plugins shipped in node_modules/@pulumi/pulumi
# (pulumi-resource-pulumi-nodejs, which serves pulumi.dynamic resources) are
# copied beside the binaries.
#
# Idempotent: .pulumi-cli/stamp holds a hash of the inputs; when it matches and
# the binaries exist the build is skipped, silently (the e2e suite's setup runs
# this before every run).
#
# Output is for people: one line before a build, with how long it takes, and one
# line after it, with how long it took. Go's own output (mostly "go: downloading"
# lines) is kept back unless the build fails; then all of it is shown.
#
# Usage: scripts/install-pulumi-cli.sh [--force]
#   then: export PATH="$PWD/.pulumi-cli/bin:$PATH"
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tool_dir="$repo_root/tools/pulumi-cli"
host_dir="$tool_dir/nodejs-host"
python_host_dir="$tool_dir/python-host"
go_host_dir="$tool_dir/go-host"
yaml_host_dir="$tool_dir/yaml-host"
front_dir="$tool_dir/host-options"
out_dir="$repo_root/.pulumi-cli"
bin_dir="$out_dir/bin"
hosts_dir="$out_dir/hosts"
stamp_file="$out_dir/stamp"
sdk_dir="$repo_root/node_modules/@pulumi/pulumi"

force=0
if [[ "${1:-}" == "--force" ]]; then force=1; fi

if ! command -v go >/dev/null 2>&1; then
  echo "install-pulumi-cli: 'go' not found on PATH (Go >= 1.25 is needed)" >&2
  exit 1
fi

# The version is whatever the wrapper pins for pkg/v3 (sdk/v3 must match).
version=$(awk '$1 == "github.com/pulumi/pulumi/pkg/v3" { print $2; exit }' "$tool_dir/go.mod")
sdk_version=$(awk '$1 == "github.com/pulumi/pulumi/sdk/v3" { print $2; exit }' "$tool_dir/go.mod")
if [[ -z "$version" || "$version" != "$sdk_version" ]]; then
  echo "install-pulumi-cli: tools/pulumi-cli/go.mod must require pkg/v3 and sdk/v3 at the same version (got '$version' / '$sdk_version')" >&2
  exit 1
fi
# required_version DIR MODULE: the version DIR/go.mod requires of MODULE.
required_version() { awk -v m="$2" '$1 == m { print $2; exit }' "$1/go.mod"; }
host_version=$(required_version "$host_dir" github.com/pulumi/pulumi/sdk/v3)
python_host_version=$(required_version "$python_host_dir" github.com/pulumi/pulumi/sdk/v3)
go_host_version=$(required_version "$go_host_dir" github.com/pulumi/pulumi/sdk/v3)
yaml_host_version=$(required_version "$yaml_host_dir" github.com/pulumi/pulumi-yaml)

plugin_scripts=()
if [[ -d "$sdk_dir" ]]; then
  while IFS= read -r -d '' f; do plugin_scripts+=("$f"); done < <(
    find "$sdk_dir" -maxdepth 1 -type f \( -name 'pulumi-resource-*' -o -name 'pulumi-analyzer-*' -o -name 'pulumi-language-*' \) ! -name '*.cmd' -print0 | sort -z)
else
  echo "install-pulumi-cli: warning: $sdk_dir not found (run npm ci first); pulumi.dynamic resources will not work" >&2
fi

stamp=$( {
  echo "$version"
  go env GOVERSION GOOS GOARCH
  for dir in "$tool_dir" "$host_dir" "$python_host_dir" "$go_host_dir" "$yaml_host_dir" "$front_dir"; do
    cat "$dir/go.mod" "$dir/go.sum"
  done
  cat "$front_dir"/*.go "$tool_dir"/python-front/*.go "$tool_dir"/sdkgen/*.go "$tool_dir"/sdkgen/readme/*.md "${BASH_SOURCE[0]}"
  for f in "${plugin_scripts[@]+"${plugin_scripts[@]}"}"; do echo "${f##*/}"; cat "$f"; done
} | sha256sum | cut -d' ' -f1)

built_files=(bin/pulumi bin/pulumi-sdkgen bin/pulumi-language-nodejs bin/pulumi-language-yaml
  bin/pulumi-language-python bin/pulumi-language-go
  hosts/pulumi-language-python hosts/pulumi-language-python-exec hosts/pulumi-language-go hosts/host-options)
all_built() {
  local f
  for f in "${built_files[@]}"; do [[ -x "$out_dir/$f" ]] || return 1; done
}
if [[ $force -eq 0 ]] && all_built && [[ -f "$stamp_file" && "$(cat "$stamp_file")" == "$stamp" ]]; then
  exit 0
fi

# Measured on 2 shared cores: the CLI alone took 7 min 30 s with empty Go caches
# (downloads included); with pulumi-sdkgen and the four language hosts, 12 min 38 s
# with an empty build cache (modules already downloaded; 11 min of CPU, at the
# lowest priority beside other jobs); 12 s for a rebuild (--force) with the cache filled.
echo "install-pulumi-cli: building the Pulumi CLI $version, pulumi-sdkgen and the language hosts from the Go module proxy: 8 to 13 minutes on 2 cores the first time, seconds once Go's cache holds it"
start=$(date +%s)
mkdir -p "$bin_dir" "$hosts_dir"
rm -f "$stamp_file"
go_output=$(mktemp)
trap 'rm -f "$go_output"' EXIT

took() {
  local seconds=$(( $(date +%s) - start ))
  if (( seconds >= 60 )); then echo "$(( seconds / 60 )) min $(( seconds % 60 )) s"; else echo "$seconds s"; fi
}

# build MODULE_DIR PACKAGE OUTPUT [VERSION_VARIABLE=VERSION]: OUTPUT is relative to .pulumi-cli.
build() {
  local ldflags="-s -w${4:+ -X $4}"
  # go.sum is committed and complete; -mod=readonly makes a stale one an error
  # rather than a silent rewrite.
  if ! (cd "$1" && GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=readonly" CGO_ENABLED="${CGO_ENABLED:-0}" \
    go build -trimpath -ldflags "$ldflags" -o "$out_dir/$3.tmp" "$2") >"$go_output" 2>&1; then
    cat "$go_output" >&2
    echo "install-pulumi-cli: building ${3##*/} failed after $(took) (go build's output above)" >&2
    exit 1
  fi
  # Anything Go says besides its downloads (a warning) is still shown.
  grep -v '^go: downloading ' "$go_output" >&2 || true
  mv -f "$out_dir/$3.tmp" "$out_dir/$3"
}
sdk_version_var=github.com/pulumi/pulumi/sdk/v3/go/common/version.Version
build "$tool_dir" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi bin/pulumi "$sdk_version_var=$version"
build "$tool_dir" ./sdkgen bin/pulumi-sdkgen
build "$host_dir" github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs bin/pulumi-language-nodejs "$sdk_version_var=$host_version"
build "$yaml_host_dir" github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml bin/pulumi-language-yaml \
  "github.com/pulumi/pulumi-yaml/pkg/version.Version=$yaml_host_version"
build "$python_host_dir" github.com/pulumi/pulumi/sdk/v3/python/cmd/pulumi-language-python hosts/pulumi-language-python "$sdk_version_var=$python_host_version"
build "$go_host_dir" github.com/pulumi/pulumi/sdk/v3/go/pulumi-language-go hosts/pulumi-language-go "$sdk_version_var=$go_host_version"
build "$front_dir" . hosts/host-options
install -m 0755 "$hosts_dir/host-options" "$bin_dir/pulumi-language-go"
# The Python host's GenerateProgram, for our tests only (python-front/main.go says why).
build "$tool_dir" ./python-front bin/pulumi-language-python

# The Python host runs programs through a Python script of the same sdk/v3 release, which it
# looks for beside itself: copied from the module cache the build above filled.
python_sdk_dir=$(cd "$python_host_dir" && GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=readonly" go list -m -f '{{.Dir}}' github.com/pulumi/pulumi/sdk/v3)
install -m 0755 "$python_sdk_dir/python/cmd/pulumi-language-python-exec" "$hosts_dir/pulumi-language-python-exec"

# The shipped plugin scripts are copied as they are: pulumi-resource-pulumi-nodejs
# resolves @pulumi/pulumi (and the host resolves pulumi-datafold) from the Pulumi
# project's directory, as it does for our users, so a project without its own
# node_modules fails here exactly as it would for them.
for f in "${plugin_scripts[@]+"${plugin_scripts[@]}"}"; do
  install -m 0755 "$f" "$bin_dir/$(basename "$f")"
done

built=$("$bin_dir/pulumi" version)
echo "$stamp" > "$stamp_file"
echo "install-pulumi-cli: built pulumi $built, pulumi-sdkgen and the language hosts (nodejs $host_version, python $python_host_version, go $go_host_version, yaml $yaml_host_version) into $out_dir in $(took)"
