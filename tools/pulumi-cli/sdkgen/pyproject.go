package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// publishablePyproject rewrites the pyproject.toml that pkg/v3's Python generator writes into
// what PyPI and `twine check` expect of a release (PEP 639 and the project URLs PyPI shows):
//
//   - `license` becomes the schema's SPDX expression (`license = "Apache-2.0"`) instead of the
//     `[project.license] text` table, which setuptools 77 and later deprecate; with a license
//     file, `license-files` names it, so that the wheel and sdist ship its text;
//   - the build needs setuptools 77 or newer, the first to read such a `license`;
//   - besides pkg/v3's Homepage and Repository, the URLs of the documentation, the issues and
//     the changelog, derived from the schema's `repository` (a GitHub repository's layout).
//
// pkg/v3 has no setting for either, so the tool edits its output; the table is decoded and
// encoded again with the TOML library pkg/v3 writes it with, so the result stays deterministic.
func publishablePyproject(generated []byte, spec schema.PackageSpec, withLicenseFile bool) ([]byte, error) {
	var pyproject map[string]any
	if _, err := toml.Decode(string(generated), &pyproject); err != nil {
		return nil, fmt.Errorf("reading the generated pyproject.toml: %w", err)
	}
	project, ok := pyproject["project"].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("the generated pyproject.toml has no [project] table")
	}
	if spec.License == "" {
		return nil, fmt.Errorf("the schema has no `license`: give its SPDX identifier (such as \"Apache-2.0\"), which the Python package's metadata carries")
	}
	project["license"] = spec.License
	buildSystem, ok := pyproject["build-system"].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("the generated pyproject.toml has no [build-system] table")
	}
	buildSystem["requires"] = []string{"setuptools>=77.0"}
	if withLicenseFile {
		project["license-files"] = []string{"LICENSE"}
	}
	if spec.Repository != "" {
		urls, _ := project["urls"].(map[string]any)
		if urls == nil {
			urls = map[string]any{}
		}
		repository := strings.TrimSuffix(spec.Repository, "/")
		urls["Documentation"] = repository + "/blob/main/docs/_index.md"
		urls["Issues"] = repository + "/issues"
		urls["Changelog"] = repository + "/blob/main/CHANGELOG.md"
		project["urls"] = urls
	}
	var out bytes.Buffer
	if err := toml.NewEncoder(&out).Encode(pyproject); err != nil {
		return nil, fmt.Errorf("writing pyproject.toml: %w", err)
	}
	return out.Bytes(), nil
}

// licenseText: the license file given with --license, which the Python package ships as
// LICENSE; none when the flag is not given (the fixture schemas of the tests).
func licenseText(licensePath string) ([]byte, error) {
	if licensePath == "" {
		return nil, nil
	}
	text, err := os.ReadFile(licensePath)
	if err != nil {
		return nil, fmt.Errorf("reading the license file given with --license: %w", err)
	}
	return text, nil
}
