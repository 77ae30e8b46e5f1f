// Command pulumi-docsgen writes the Registry's API docs of the Datafold package from its schema
// (sdk/schema.json), with Pulumi's own docs generator, github.com/pulumi/pulumi/pkg/v3/codegen/docs,
// and fails on any diagnostic: a schema that binds with a warning, or a generator that logs one.
//
//	pulumi-docsgen --schema sdk/schema.json --out DIR
//
// writes DIR/<page path> for every page the generator returns (the package's index, one page per
// resource, function and module) and DIR/_package-tree.json (the navigation tree the Registry
// reads). Nothing is written when a diagnostic is found: the tool exits 1 and prints each.
//
// Why this is a module of its own, at pkg/v3 v3.106.0 rather than the CLI's v3.259 (go.mod says
// more): Pulumi removed codegen/docs from pkg/v3 in December 2024 (pulumi/pulumi#18053), when it
// moved into pulumi/registry's tools/resourcedocsgen, and the Go module proxy these machines use
// serves neither that module nor a pkg/v3 between v3.106.0 and v3.163.0. v3.106.0 is the newest
// pkg/v3 the proxy serves with the docs generator in it.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/blang/semver"
	"github.com/golang/glog"
	"github.com/pulumi/pulumi/pkg/v3/codegen/docs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"

	dotnetgen "github.com/pulumi/pulumi/pkg/v3/codegen/dotnet"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	nodejsgen "github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
)

// The name the generator writes into the pages' front matter.
const tool = "pulumi-docsgen"

// The file the package's navigation tree is written to, beside the pages.
const packageTreeFile = "_package-tree.json"

func main() {
	schemaPath := flag.String("schema", "", "the package schema (JSON)")
	outDir := flag.String("out", "", "the directory the pages are written to (emptied first)")
	// glog registers its flags on the default set; they stay settable (-v=3 shows the generator's progress).
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: pulumi-docsgen --schema FILE --out DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *schemaPath == "" || *outDir == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	// The generator reports through glog; to stderr (and not to files in /tmp), so that a
	// warning it logs is caught below.
	_ = flag.Set("logtostderr", "true")
	if err := run(*schemaPath, *outDir); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-docsgen: %v\n", err)
		os.Exit(1)
	}
}

func run(schemaPath, outDir string) error {
	pkg, err := bind(schemaPath)
	if err != nil {
		return err
	}
	var pages map[string][]byte
	var tree []docs.PackageTreeItem
	logged, err := capturingStderr(func() error {
		docs.Initialize(tool, pkg)
		var genErr error
		if pages, genErr = docs.GeneratePackage(tool, pkg); genErr != nil {
			return genErr
		}
		tree, genErr = docs.GeneratePackageTree()
		glog.Flush()
		return genErr
	})
	if err != nil {
		return fmt.Errorf("generating the docs of %s: %w", schemaPath, err)
	}
	if reported := diagnostics(logged); len(reported) > 0 {
		return fmt.Errorf("the docs generator reported on %s (fix the schema's descriptions or examples):\n%s", schemaPath, strings.Join(reported, "\n"))
	}
	treeJSON, err := json.MarshalIndent(tree, "", "  ")
	if err != nil {
		return err
	}
	pages[packageTreeFile] = append(treeJSON, '\n')
	return write(outDir, pages)
}

// bind validates the schema against Pulumi's metaschema, binds it and imports the language
// settings of the generators whose names the pages show (as `pulumi package gen-sdk` and tfgen
// do); any diagnostic, a warning included, is an error here.
func bind(schemaPath string) (*schema.Package, error) {
	text, err := os.ReadFile(schemaPath)
	if err != nil {
		return nil, err
	}
	var spec schema.PackageSpec
	decoder := json.NewDecoder(bytes.NewReader(text))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&spec); err != nil {
		return nil, fmt.Errorf("%s: not a Pulumi package schema: %w", schemaPath, err)
	}
	pkg, diags, err := schema.BindSpec(spec, selfContainedLoader{})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", schemaPath, err)
	}
	if len(diags) > 0 {
		lines := make([]string, 0, len(diags))
		for _, diag := range diags {
			line := fmt.Sprintf("%s: %s", schemaPath, diag.Summary)
			if diag.Detail != "" {
				line += ": " + diag.Detail
			}
			lines = append(lines, line)
		}
		return nil, errors.New("the schema binds with diagnostics:\n" + strings.Join(lines, "\n"))
	}
	languages := map[string]schema.Language{
		"csharp": dotnetgen.Importer,
		"go":     gogen.Importer,
		"nodejs": nodejsgen.Importer,
		"python": pygen.Importer,
	}
	if err := pkg.ImportLanguages(languages); err != nil {
		return nil, fmt.Errorf("%s: language settings: %w", schemaPath, err)
	}
	return pkg, nil
}

// capturingStderr runs fn with the process's stderr redirected to a pipe, and returns what was
// written there: the docs generator and the language helpers report problems by logging them
// (glog, or a plain print), never through an error.
func capturingStderr(fn func() error) (string, error) {
	reader, writer, err := os.Pipe()
	if err != nil {
		return "", err
	}
	saved := os.Stderr
	os.Stderr = writer
	collected := make(chan string)
	go func() {
		var buffer bytes.Buffer
		_, _ = io.Copy(&buffer, reader)
		collected <- buffer.String()
	}()
	fnErr := fn()
	os.Stderr = saved
	_ = writer.Close()
	text := <-collected
	_ = reader.Close()
	return text, fnErr
}

// glogInfo: the head of a glog line of severity INFO (`I1127 09:11:29.306572 ...`), which only
// -v asks for; every other line (a warning, an error, a plain print) is a diagnostic.
var glogInfo = regexp.MustCompile(`^I\d{4} `)

// diagnostics: the lines of logged that report a problem; the progress lines that -v asks for
// are passed on to stderr.
func diagnostics(logged string) []string {
	var reported []string
	for _, line := range strings.Split(strings.TrimRight(logged, "\n"), "\n") {
		switch {
		case strings.TrimSpace(line) == "":
		case glogInfo.MatchString(line):
			fmt.Fprintln(os.Stderr, line)
		default:
			reported = append(reported, line)
		}
	}
	return reported
}

func write(outDir string, pages map[string][]byte) error {
	// A fresh directory, so that no page of an earlier schema is left behind.
	if err := os.RemoveAll(outDir); err != nil {
		return err
	}
	names := make([]string, 0, len(pages))
	for name := range pages {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		target := filepath.Join(outDir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, pages[name], 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("pulumi-docsgen: wrote %d pages and %s into %s\n", len(names)-1, packageTreeFile, outDir)
	return nil
}

// selfContainedLoader: the Datafold schema refers to no other package, so a reference to one is
// an error in the schema (nothing is fetched and no plugin is started).
type selfContainedLoader struct{}

func (selfContainedLoader) LoadPackage(pkg string, version *semver.Version) (*schema.Package, error) {
	at := ""
	if version != nil {
		at = " " + version.String()
	}
	return nil, fmt.Errorf("the schema refers to another package, %s%s; pulumi-docsgen documents self-contained schemas only", pkg, at)
}
