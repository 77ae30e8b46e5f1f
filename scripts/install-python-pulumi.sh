#!/usr/bin/env bash
# Creates .venv-pulumi-python: a Python virtualenv holding the `pulumi` SDK from PyPI, at the
# version of the CLI that scripts/install-pulumi-cli.sh builds, for the e2e tests of Python
# programs (Pulumi.yaml `runtime: {name: python, options: {virtualenv: ...}}`) and of the
# generated Python SDK (built into a wheel and installed, and checked with twine). Also fills
# .venv-pulumi-python/wheelhouse with the wheels of pulumi and of what the generated SDK
# requires, so that the tests make virtualenvs of their own without reaching PyPI.
# CI runs it before the e2e suite; developers run it with `npm run python:install`.
#
# Needs Python 3.10 or newer (pulumi 3.259 requires it) and PyPI. Installs under the versions
# of tools/pulumi-python/constraints.txt.
#
# Idempotent: a virtualenv made from the same constraints is kept, in well under a second.
# Usage: scripts/install-python-pulumi.sh [--force]
set -euo pipefail
# shellcheck source=lib/find-python.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/find-python.sh"

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv="$repo_root/.venv-pulumi-python"
constraints="$repo_root/tools/pulumi-python/constraints.txt"
stamp_file="$venv/stamp"
# What the venv gets; the constraints file pins each of them and what they pull in. twine
# checks the Python SDK's wheel and sdist as PyPI would take them (test/packaging/python-wheel.test.ts).
packages=(pulumi parver semver build setuptools twine)
# What a test's own virtualenv installs from the wheelhouse: pulumi and the generated SDK's requirements.
wheelhouse_packages=(pulumi parver semver)
start=$(date +%s)

pulumi_version=$(sed -n 's/^pulumi==//p' "$constraints")
cli_version=$(awk '$1 == "github.com/pulumi/pulumi/pkg/v3" { print $2; exit }' "$repo_root/tools/pulumi-cli/go.mod")
if [[ "v$pulumi_version" != "$cli_version" ]]; then
  echo "install-python-pulumi: tools/pulumi-python/constraints.txt pins pulumi==$pulumi_version, but the CLI is $cli_version (tools/pulumi-cli/go.mod); pin the same version" >&2
  exit 1
fi

stamp=$(cat "$constraints" "${BASH_SOURCE[0]}" | sha256sum | cut -d' ' -f1)
if [[ "${1:-}" != "--force" && -x "$venv/bin/python" && -f "$stamp_file" && "$(cat "$stamp_file")" == "$stamp" ]]; then
  exit 0
fi

# The first Python of 3.10 or newer; PYTHON chooses another.
python=$(find_python 10)
if [[ -z "$python" ]]; then
  echo "install-python-pulumi: no Python 3.10 or newer found (pulumi $pulumi_version needs it); set PYTHON to one" >&2
  exit 1
fi

echo "install-python-pulumi: installing pulumi $pulumi_version from PyPI into .venv-pulumi-python (about 20 s)"
rm -rf "$venv"
"$python" -m venv "$venv"
pip=("$venv/bin/pip" --quiet --disable-pip-version-check --no-input)
if ! "${pip[@]}" install -c "$constraints" "${packages[@]}" ||
  ! "${pip[@]}" download --only-binary :all: -d "$venv/wheelhouse" -c "$constraints" "${wheelhouse_packages[@]}"; then
  echo "install-python-pulumi: pip could not install pulumi==$pulumi_version from PyPI (see above)" >&2
  rm -rf "$venv"
  exit 1
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('pulumi') != '$pulumi_version')"; then
  echo "install-python-pulumi: the install finished, but .venv-pulumi-python lacks pulumi $pulumi_version" >&2
  exit 1
fi
echo "$stamp" > "$stamp_file"
echo "install-python-pulumi: pulumi $pulumi_version installed in .venv-pulumi-python ($(( $(date +%s) - start )) s, with $("$python" --version))"
