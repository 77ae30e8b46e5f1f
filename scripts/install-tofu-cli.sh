#!/usr/bin/env bash
# Builds the OpenTofu CLI (tofu) from the Go module proxy into .tofu-cli/bin/tofu: the engine
# that the Terraform provider's e2e tests (test/terraform) run, as the Pulumi CLI of
# scripts/install-pulumi-cli.sh is the Pulumi plugin's.
#
# No prebuilt tofu can be downloaded on our machines, so it is compiled from
# github.com/opentofu/opentofu/cmd/tofu through the wrapper module in tools/tofu-cli (go.mod +
# go.sum pin the release; its comment says why a wrapper), as OpenTofu's release does it
# (.goreleaser.yaml: CGO off, -trimpath, -s -w, version.dev=no, so that `tofu version` names the
# release rather than a -dev build).
#
# Idempotent: .tofu-cli/stamp holds a hash of the inputs; when it matches and the binary exists
# the build is skipped, silently (the e2e suite's setup runs this before every run).
#
# Output is for people: one line before a build, with how long it takes, and one line after it,
# with how long it took. Go's own output (mostly "go: downloading" lines) is kept back unless the
# build fails; then all of it is shown.
#
# Usage: scripts/install-tofu-cli.sh [--force]
#   then: .tofu-cli/bin/tofu version
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tool_dir="$repo_root/tools/tofu-cli"
out_dir="$repo_root/.tofu-cli"
bin_dir="$out_dir/bin"
stamp_file="$out_dir/stamp"

force=0
if [[ "${1:-}" == "--force" ]]; then force=1; fi

if ! command -v go >/dev/null 2>&1; then
  echo "install-tofu-cli: 'go' not found on PATH (Go >= 1.26 is needed: OpenTofu 1.12 says go 1.26.6)" >&2
  exit 1
fi

version=$(awk '$1 == "github.com/opentofu/opentofu" { print $2; exit }' "$tool_dir/go.mod")
if [[ -z "$version" ]]; then
  echo "install-tofu-cli: tools/tofu-cli/go.mod requires no github.com/opentofu/opentofu" >&2
  exit 1
fi

stamp=$( {
  echo "$version"
  go env GOVERSION GOOS GOARCH
  cat "$tool_dir/go.mod" "$tool_dir/go.sum" "${BASH_SOURCE[0]}"
} | sha256sum | cut -d' ' -f1)

if [[ $force -eq 0 && -x "$bin_dir/tofu" && -f "$stamp_file" && "$(cat "$stamp_file")" == "$stamp" ]]; then
  exit 0
fi

# Measured on 2 shared cores beside other jobs: 3 min 19 s with an empty build cache (the
# modules already downloaded; 4 min 45 s of CPU), and 4 s for a rebuild (--force) with the
# cache filled.
echo "install-tofu-cli: building OpenTofu $version from the Go module proxy: 3 to 5 minutes on 2 cores the first time, seconds once Go's cache holds it"
start=$(date +%s)
mkdir -p "$bin_dir"
rm -f "$stamp_file"
go_output=$(mktemp)
trap 'rm -f "$go_output" "$bin_dir/tofu.tmp"' EXIT

took() {
  local seconds=$(( $(date +%s) - start ))
  if (( seconds >= 60 )); then echo "$(( seconds / 60 )) min $(( seconds % 60 )) s"; else echo "$seconds s"; fi
}

# go.sum is committed and complete; -mod=readonly makes a stale one an error rather than a
# silent rewrite.
if ! (cd "$tool_dir" && GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=readonly" CGO_ENABLED="${CGO_ENABLED:-0}" \
  go build -trimpath -ldflags "-s -w -X github.com/opentofu/opentofu/version.dev=no" \
  -o "$bin_dir/tofu.tmp" github.com/opentofu/opentofu/cmd/tofu) >"$go_output" 2>&1; then
  cat "$go_output" >&2
  echo "install-tofu-cli: building tofu failed after $(took) (go build's output above)" >&2
  exit 1
fi
# Anything Go says besides its downloads (a warning) is still shown.
grep -v '^go: downloading ' "$go_output" >&2 || true
mv -f "$bin_dir/tofu.tmp" "$bin_dir/tofu"

# `tofu version` reads the CLI configuration first; an empty one of its own keeps a
# TF_CLI_CONFIG_FILE that names a missing file (as on our machines) from adding a warning.
empty_config="$out_dir/version.tfrc"
: > "$empty_config"
# The whole output is read and its first line kept in bash: `| head -n 1` under pipefail fails
# the script (status 141) whenever head exits before tofu has written its second line.
version_output=$(TF_CLI_CONFIG_FILE="$empty_config" CHECKPOINT_DISABLE=1 "$bin_dir/tofu" version)
built=${version_output%%$'\n'*}
rm -f "$empty_config"
echo "$stamp" > "$stamp_file"
echo "install-tofu-cli: built $built into $out_dir in $(took)"
