// pulumi-language-python and pulumi-language-go as CLI v3.259 starts them: a front that
// hands the hosts built from sdk/v3 (v3.68.0 and v3.66.0) the Pulumi.yaml runtime options
// they read from their command line (main.go says why). Its own module, so that it builds in
// a second with one dependency. Used by scripts/install-pulumi-cli.sh.
module github.com/datafold/pulumi-datafold/tools/pulumi-cli/host-options

go 1.25.11

require gopkg.in/yaml.v3 v3.0.1
