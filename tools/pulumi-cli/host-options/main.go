// Command host-options stands in front of a language host built from an old sdk/v3 and gives
// it the project's runtime options the way the CLI of its day did.
//
// Up to v3.68 the CLI started a language host with `-root=<project dir>` and one
// `-<key>=<value>` flag per option of Pulumi.yaml's `runtime.options` (`virtualenv` for
// Python, `binary` and `buildTarget` for Go). CLI v3.259 passes only the engine's address and
// sends the options inside each call's ProgramInfo, which those hosts do not read: without
// this front a Python project's `virtualenv:` would be ignored and the program would run with
// whichever python is on PATH.
//
// Installed as .pulumi-cli/bin/pulumi-language-go, and as .pulumi-cli/hosts/host-options,
// which ../python-front (.pulumi-cli/bin/pulumi-language-python, the Python host's
// GenerateProgram) starts under the name pulumi-language-python; the runtime is read from that
// name. It finds the project file from its working directory (the CLI starts hosts in the
// program's directory), checks the options against the flags the host knows, and replaces
// itself with .pulumi-cli/hosts/pulumi-language-<runtime> and those flags. Released hosts need none of
// this; it exists only for the hosts scripts/install-pulumi-cli.sh builds.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"gopkg.in/yaml.v3"
)

// hostOptions: the runtime options each built host reads as flags (from its main.go), and
// option values it need not be told because it behaves that way anyway.
var hostOptions = map[string]struct {
	flags    []string
	implicit map[string]string
}{
	// sdk/v3 v3.68.0 python/cmd/pulumi-language-python: -virtualenv. It always installs with
	// pip, so `toolchain: pip` (the released hosts' default) asks for nothing more.
	"python": {flags: []string{"virtualenv"}, implicit: map[string]string{"toolchain": "pip"}},
	// sdk/v3 v3.66.0 go/pulumi-language-go: -binary and -buildTarget.
	"go": {flags: []string{"binary", "buildTarget"}},
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", filepath.Base(os.Args[0]), err)
		os.Exit(1)
	}
}

func run() error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	name := filepath.Base(os.Args[0])
	runtime := strings.TrimPrefix(name, "pulumi-language-")
	known, ok := hostOptions[runtime]
	if !ok {
		return fmt.Errorf("installed under an unexpected name; expected pulumi-language-python or pulumi-language-go")
	}
	// self is in .pulumi-cli/bin or .pulumi-cli/hosts: the hosts are in .pulumi-cli/hosts.
	host := filepath.Join(filepath.Dir(filepath.Dir(self)), "hosts", name)

	cwd, err := os.Getwd()
	if err != nil {
		return err
	}
	flags, err := projectFlags(cwd, runtime, known.flags, known.implicit)
	if err != nil {
		return err
	}
	// The flags come first: the engine's address is the host's one positional argument.
	args := append([]string{host}, flags...)
	args = append(args, os.Args[1:]...)
	return syscall.Exec(host, args, os.Environ())
}

// projectFlags: `-root=DIR` and the runtime options of the project file found from dir
// upwards, as flags; an error naming the option when the host has no such flag.
func projectFlags(dir, runtime string, flags []string, implicit map[string]string) ([]string, error) {
	path, err := findProjectFile(dir)
	if err != nil {
		return nil, err
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var project struct {
		Runtime yaml.Node `yaml:"runtime"`
	}
	if err := yaml.Unmarshal(text, &project); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	// `runtime: python` has no options; `runtime: {name: python, options: {...}}` may.
	var runtimeSpec struct {
		Options map[string]any `yaml:"options"`
	}
	if project.Runtime.Kind == yaml.MappingNode {
		if err := project.Runtime.Decode(&runtimeSpec); err != nil {
			return nil, fmt.Errorf("%s: runtime: %w", path, err)
		}
	}

	result := []string{"-root=" + filepath.Dir(path)}
	keys := make([]string, 0, len(runtimeSpec.Options))
	for key := range runtimeSpec.Options {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		value := fmt.Sprint(runtimeSpec.Options[key])
		switch {
		case contains(flags, key):
			result = append(result, fmt.Sprintf("-%s=%s", key, value))
		case implicit[key] == value:
			// the host does this anyway
		default:
			return nil, fmt.Errorf("%s: runtime.options.%s: %q is not supported by the %s language host that "+
				"scripts/install-pulumi-cli.sh builds (an older one, the last the Go module proxy serves); "+
				"it supports %s%s. Remove the option or use a released Pulumi CLI",
				path, key, value, runtime, strings.Join(flags, ", "), describeImplicit(implicit))
		}
	}
	return result, nil
}

// findProjectFile: Pulumi.yaml (or Pulumi.yml) in dir or the nearest directory above it.
func findProjectFile(dir string) (string, error) {
	for current := dir; ; current = filepath.Dir(current) {
		for _, name := range []string{"Pulumi.yaml", "Pulumi.yml"} {
			candidate := filepath.Join(current, name)
			if _, err := os.Stat(candidate); err == nil {
				return candidate, nil
			}
		}
		if filepath.Dir(current) == current {
			return "", errors.New("no Pulumi.yaml in " + dir + " or above it (the language host is started in the program's directory)")
		}
	}
}

func contains(list []string, value string) bool {
	for _, item := range list {
		if item == value {
			return true
		}
	}
	return false
}

func describeImplicit(implicit map[string]string) string {
	if len(implicit) == 0 {
		return ""
	}
	parts := make([]string, 0, len(implicit))
	for key, value := range implicit {
		parts = append(parts, fmt.Sprintf("%s: %s", key, value))
	}
	sort.Strings(parts)
	return " and " + strings.Join(parts, ", ")
}
