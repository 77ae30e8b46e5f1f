# Shared by scripts/pack-plugin.sh and scripts/pack-terraform-provider.sh, which build the same
# kind of single executable (scripts/plugin-executable/build.ts) for each platform they are given.
# Source it; it defines functions only.

# host_platform: this machine's platform as the release names it: linux-amd64, darwin-arm64, ...
host_platform() {
  local os arch
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  case $(uname -m) in x86_64 | amd64) arch=amd64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  echo "$os-$arch"
}

# node_runtime_for PLATFORM TOOL: the Node runtime binary an executable for PLATFORM is built on:
# NODE_RUNTIME_<OS>_<ARCH> when set, else, for this machine's platform, the `node` on PATH. With
# neither it says (as TOOL) where to get one, and fails.
node_runtime_for() {
  local platform=$1 tool=$2 variable runtime node_version
  variable="NODE_RUNTIME_$(echo "$platform" | tr '[:lower:]-' '[:upper:]_')"
  runtime=${!variable:-}
  if [[ -z "$runtime" && "$platform" == "$(host_platform)" ]]; then
    runtime=$(command -v node)
  fi
  if [[ -z "$runtime" ]]; then
    node_version=$(node -p 'process.version')
    echo "$tool: no Node runtime for $platform: download its Node $node_version binary from https://nodejs.org/dist/$node_version/ (check it against SHASUMS256.txt) and pass its path as $variable" >&2
    return 1
  fi
  echo "$runtime"
}
