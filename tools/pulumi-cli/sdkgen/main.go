// Command pulumi-sdkgen generates the Python and Go SDKs of a Pulumi package from its schema,
// with the code generators of pkg/v3 (the version tools/pulumi-cli/go.mod pins for the CLI).
//
// CLI v3.259's `pulumi package gen-sdk` asks the language host to generate, and the hosts
// scripts/install-pulumi-cli.sh can build (sdk/v3 v3.66 and v3.68) predate that call; the
// generators themselves are libraries of pkg/v3, which this tool calls directly.
//
//	pulumi-sdkgen --schema sdk/schema.json --out sdk [--check]
//
// writes OUT/python (the PyPI package), OUT/go (the Go package, under the module whose
// go.mod is OUT/go.mod) and the README of each. Generation is deterministic: the same schema
// gives the same bytes. OUT/go.mod is kept (its `go mod tidy` requirements included); only its
// requirement of github.com/pulumi/pulumi/sdk/v3 is set, to the version this tool was built
// with, and OUT/go.mod is created when missing (then run `go mod tidy` there).
//
// --check writes nothing; it exits 1, naming each file, when OUT differs from what the schema
// generates (a file changed, missing or left over).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"golang.org/x/mod/modfile"

	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
)

// The name the generators write into the header of every generated file.
const tool = "pulumi-sdkgen"

const pulumiSDKModule = "github.com/pulumi/pulumi/sdk/v3"

func main() {
	schemaPath := flag.String("schema", "", "the package schema (JSON)")
	outDir := flag.String("out", "", "the directory that gets python/, go/ and go.mod")
	check := flag.Bool("check", false, "write nothing; exit 1 when OUT differs from what the schema generates")
	license := flag.String("license", "", "the license file the Python package ships as LICENSE (optional)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: pulumi-sdkgen --schema FILE --out DIR [--license FILE] [--check]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *schemaPath == "" || *outDir == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*schemaPath, *outDir, *license, *check); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-sdkgen: %v\n", err)
		os.Exit(1)
	}
}

func run(schemaPath, outDir, licensePath string, check bool) error {
	sdkVersion, err := builtPulumiSDKVersion()
	if err != nil {
		return err
	}
	spec, err := readSpec(schemaPath)
	if err != nil {
		return err
	}
	settings, err := readSettings(schemaPath, spec)
	if err != nil {
		return err
	}

	generated := map[string][]byte{}
	license, err := licenseText(licensePath)
	if err != nil {
		return err
	}
	python, err := generatePython(schemaPath, spec, settings, license)
	if err != nil {
		return err
	}
	for name, text := range python {
		generated[path.Join("python", name)] = text
	}
	goFiles, err := generateGo(schemaPath, spec, settings)
	if err != nil {
		return err
	}
	for name, text := range goFiles {
		generated[path.Join("go", name)] = text
	}

	goModPath := filepath.Join(outDir, "go.mod")
	goMod, err := goModWithSDK(goModPath, settings.goModule, sdkVersion)
	if err != nil {
		return err
	}

	if check {
		return compare(outDir, generated, goModPath, goMod)
	}
	return write(outDir, generated, goModPath, goMod)
}

// builtPulumiSDKVersion: the sdk/v3 version compiled into this binary, the one the generated Go
// SDK requires, so that it is pinned with the CLI (tools/pulumi-cli/go.mod).
func builtPulumiSDKVersion() (string, error) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", errors.New("no build information in this binary; build it with scripts/install-pulumi-cli.sh")
	}
	for _, dep := range info.Deps {
		if dep.Path == pulumiSDKModule {
			return dep.Version, nil
		}
	}
	return "", fmt.Errorf("%s is not among this binary's dependencies", pulumiSDKModule)
}

func readSpec(schemaPath string) (schema.PackageSpec, error) {
	var spec schema.PackageSpec
	text, err := os.ReadFile(schemaPath)
	if err != nil {
		return spec, err
	}
	decoder := json.NewDecoder(bytes.NewReader(text))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&spec); err != nil {
		return spec, fmt.Errorf("%s: not a Pulumi package schema: %w", schemaPath, err)
	}
	return spec, nil
}

// settings: what the SDKs are called, read from the schema's `language` section, where
// `pulumi package gen-sdk` would read them too.
type settings struct {
	version       semver.Version
	pythonPackage string
	goImport      string
	goModule      string
}

func readSettings(schemaPath string, spec schema.PackageSpec) (settings, error) {
	var result settings
	missing := func(field, example string) error {
		return fmt.Errorf("%s: %s is missing; the SDK generator needs it (for example %s)", schemaPath, field, example)
	}
	if spec.Version == "" {
		return result, missing("version", `"version": "0.1.0"`)
	}
	version, err := semver.ParseTolerant(spec.Version)
	if err != nil {
		return result, fmt.Errorf("%s: version: %q is not a semantic version: %w", schemaPath, spec.Version, err)
	}
	result.version = version

	var python struct {
		PackageName          string `json:"packageName"`
		RespectSchemaVersion bool   `json:"respectSchemaVersion"`
	}
	var goInfo struct {
		ImportBasePath       string `json:"importBasePath"`
		ModulePath           string `json:"modulePath"`
		RespectSchemaVersion bool   `json:"respectSchemaVersion"`
	}
	for name, target := range map[string]any{"python": &python, "go": &goInfo} {
		if raw, ok := spec.Language[name]; ok {
			if err := json.Unmarshal(raw, target); err != nil {
				return result, fmt.Errorf("%s: language.%s: %w", schemaPath, name, err)
			}
		}
	}
	if python.PackageName == "" {
		return result, missing("language.python.packageName", `"pulumi_`+spec.Name+`"`)
	}
	if goInfo.ImportBasePath == "" {
		return result, missing("language.go.importBasePath", `"github.com/OWNER/pulumi-`+spec.Name+`/sdk/go/`+spec.Name+`"`)
	}
	// Without it the SDKs would say version 0.0.0, and the engine would look for that version
	// of the plugin.
	if !python.RespectSchemaVersion || !goInfo.RespectSchemaVersion {
		return result, fmt.Errorf("%s: language.python.respectSchemaVersion and language.go.respectSchemaVersion must be true, "+
			"so that the SDKs carry the schema's version (%s) and ask for that version of the plugin", schemaPath, spec.Version)
	}
	result.pythonPackage = python.PackageName
	result.goImport = goInfo.ImportBasePath
	result.goModule = goInfo.ModulePath
	if result.goModule == "" {
		// <module>/go/<name>, as Pulumi's providers lay it out (go.mod beside python/ and go/).
		result.goModule = path.Dir(path.Dir(goInfo.ImportBasePath))
	}
	if !strings.HasPrefix(result.goImport, result.goModule+"/go/") {
		return result, fmt.Errorf("%s: language.go.importBasePath %q is not under %q/go/, where this tool writes the Go package",
			schemaPath, result.goImport, result.goModule)
	}
	return result, nil
}

// bind validates the spec against Pulumi's metaschema and binds it; every diagnostic is
// reported with the schema path it concerns.
func bind(schemaPath string, spec schema.PackageSpec) (*schema.Package, error) {
	pkg, diags, err := schema.BindSpec(spec, selfContainedLoader{}, schema.ValidationOptions{})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", schemaPath, err)
	}
	if len(diags) > 0 {
		var lines []string
		for _, diag := range diags {
			line := fmt.Sprintf("%s: %s", schemaPath, diag.Summary)
			if diag.Detail != "" {
				line += ": " + diag.Detail
			}
			if diag.Severity != 1 { // hcl.DiagError
				line += " (warning)"
			}
			lines = append(lines, line)
		}
		if diags.HasErrors() {
			return nil, errors.New("the schema does not bind:\n" + strings.Join(lines, "\n"))
		}
		fmt.Fprintln(os.Stderr, strings.Join(lines, "\n"))
	}
	return pkg, nil
}

func generatePython(schemaPath string, spec schema.PackageSpec, s settings, license []byte) (map[string][]byte, error) {
	readme, err := renderReadme("python", spec, s)
	if err != nil {
		return nil, err
	}
	// The README is the one thing the tool adds to the schema's settings: a long Markdown text
	// kept in tools/pulumi-cli/sdkgen/readme rather than inside the schema.
	spec, err = withLanguageSetting(spec, "python", "readme", readme)
	if err != nil {
		return nil, err
	}
	pkg, err := bind(schemaPath, spec)
	if err != nil {
		return nil, err
	}
	files, err := pygen.GeneratePackage(tool, pkg, nil, selfContainedLoader{})
	if err != nil {
		return nil, fmt.Errorf("generating the Python SDK: %w", err)
	}
	// The package's README is also the sdist's long description (pyproject.toml's `readme`).
	files["README.md"] = []byte(readme)
	if license != nil {
		files["LICENSE"] = license
	}
	pyproject, err := publishablePyproject(files["pyproject.toml"], spec, license != nil)
	if err != nil {
		return nil, err
	}
	files["pyproject.toml"] = pyproject
	return files, nil
}

func generateGo(schemaPath string, spec schema.PackageSpec, s settings) (map[string][]byte, error) {
	pkg, err := bind(schemaPath, spec)
	if err != nil {
		return nil, err
	}
	files, err := gogen.GeneratePackage(tool, pkg, nil)
	if err != nil {
		return nil, fmt.Errorf("generating the Go SDK: %w", err)
	}
	readme, err := renderReadme("go", spec, s)
	if err != nil {
		return nil, err
	}
	packageDir := strings.TrimPrefix(s.goImport, s.goModule+"/go/")
	files[path.Join(packageDir, "README.md")] = []byte(readme)
	return files, nil
}

// withLanguageSetting: spec with language.<lang>.<key> set (a copy; the other settings kept).
func withLanguageSetting(spec schema.PackageSpec, lang, key string, value any) (schema.PackageSpec, error) {
	settings := map[string]any{}
	if raw, ok := spec.Language[lang]; ok {
		if err := json.Unmarshal(raw, &settings); err != nil {
			return spec, err
		}
	}
	settings[key] = value
	raw, err := json.Marshal(settings)
	if err != nil {
		return spec, err
	}
	languages := map[string]schema.RawMessage{}
	for name, text := range spec.Language {
		languages[name] = text
	}
	languages[lang] = raw
	spec.Language = languages
	return spec, nil
}

// goModWithSDK: OUT/go.mod (or a new one) requiring sdk/v3 at version.
func goModWithSDK(goModPath, module, version string) ([]byte, error) {
	text, err := os.ReadFile(goModPath)
	if errors.Is(err, fs.ErrNotExist) {
		text = []byte(fmt.Sprintf("module %s\n\ngo 1.25\n", module))
	} else if err != nil {
		return nil, err
	}
	file, err := modfile.Parse(goModPath, text, nil)
	if err != nil {
		return nil, err
	}
	if file.Module == nil || file.Module.Mod.Path != module {
		return nil, fmt.Errorf("%s: the module must be %s (the schema's language.go.importBasePath is under it)", goModPath, module)
	}
	if err := file.AddRequire(pulumiSDKModule, version); err != nil {
		return nil, err
	}
	file.Cleanup()
	return modfile.Format(file.Syntax), nil
}

// skipped: what builds and tests leave in an SDK directory, never generated and never compared.
func skipped(rel string, dir bool) bool {
	base := path.Base(rel)
	return base == "__pycache__" || strings.HasSuffix(base, ".egg-info") ||
		(dir && (rel == "python/build" || rel == "python/dist"))
}

// onDisk: the files under OUT/python and OUT/go, relative to OUT, with '/' separators.
func onDisk(outDir string) (map[string]bool, error) {
	found := map[string]bool{}
	for _, sub := range []string{"python", "go"} {
		root := filepath.Join(outDir, sub)
		err := filepath.WalkDir(root, func(p string, entry fs.DirEntry, err error) error {
			if errors.Is(err, fs.ErrNotExist) && p == root {
				return filepath.SkipDir
			}
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(outDir, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if skipped(rel, entry.IsDir()) {
				if entry.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !entry.IsDir() {
				found[rel] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return found, nil
}

func compare(outDir string, generated map[string][]byte, goModPath string, goMod []byte) error {
	existing, err := onDisk(outDir)
	if err != nil {
		return err
	}
	var problems []string
	for _, rel := range sortedKeys(generated) {
		text, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(rel)))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			problems = append(problems, "missing: "+rel)
		case err != nil:
			return err
		case !bytes.Equal(text, generated[rel]):
			problems = append(problems, "differs: "+rel)
		}
	}
	for rel := range existing {
		if _, ok := generated[rel]; !ok {
			problems = append(problems, "not generated (left over): "+rel)
		}
	}
	if current, err := os.ReadFile(goModPath); err != nil || !bytes.Equal(current, goMod) {
		problems = append(problems, "differs: go.mod (its requirement of "+pulumiSDKModule+")")
	}
	if len(problems) > 0 {
		sort.Strings(problems)
		return fmt.Errorf("%s is stale; run `npm run sdk:generate`:\n  %s", outDir, strings.Join(problems, "\n  "))
	}
	return nil
}

func write(outDir string, generated map[string][]byte, goModPath string, goMod []byte) error {
	// Fresh directories, so that nothing of an earlier schema is left behind.
	for _, sub := range []string{"python", "go"} {
		if err := os.RemoveAll(filepath.Join(outDir, sub)); err != nil {
			return err
		}
	}
	for _, rel := range sortedKeys(generated) {
		target := filepath.Join(outDir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, generated[rel], 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(goModPath, goMod, 0o644)
}

func sortedKeys(files map[string][]byte) []string {
	keys := make([]string, 0, len(files))
	for key := range files {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	return keys
}
