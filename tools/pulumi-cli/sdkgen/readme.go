package main

import (
	"bytes"
	"embed"
	"fmt"
	"path"
	"sort"
	"strings"
	"text/template"
	"unicode"

	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"

	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
)

// The READMEs of the SDKs, one template per language: readme/<lang>.md.
//
//go:embed readme/*.md
var readmeTemplates embed.FS

// readmeData: what the README templates may use, all of it from the schema.
type readmeData struct {
	Name, DisplayName, Description, Version string
	PluginDownloadURL                       string
	PythonPackage, PyPIName                 string
	GoModule, GoImport, GoPackage           string
	Config                                  []configKey
	Resources, Functions                    []string
}

type configKey struct {
	Name, Description string
	Secret            bool
}

func renderReadme(lang string, spec schema.PackageSpec, s settings) (string, error) {
	text, err := readmeTemplates.ReadFile("readme/" + lang + ".md")
	if err != nil {
		return "", err
	}
	functions := template.FuncMap{"goName": gogen.Title, "pyName": pygen.PyName}
	tmpl, err := template.New(lang).Option("missingkey=error").Funcs(functions).Parse(string(text))
	if err != nil {
		return "", fmt.Errorf("readme/%s.md: %w", lang, err)
	}
	data := readmeData{
		Name:              spec.Name,
		DisplayName:       spec.DisplayName,
		Description:       spec.Description,
		Version:           s.version.String(),
		PluginDownloadURL: spec.PluginDownloadURL,
		PythonPackage:     s.pythonPackage,
		PyPIName:          strings.ReplaceAll(s.pythonPackage, "_", "-"),
		GoModule:          s.goModule,
		GoImport:          s.goImport,
		GoPackage:         path.Base(s.goImport),
	}
	if data.DisplayName == "" {
		data.DisplayName = spec.Name
	}
	for name, variable := range spec.Config.Variables {
		data.Config = append(data.Config, configKey{Name: name, Description: firstSentence(variable.Description), Secret: variable.Secret})
	}
	sort.Slice(data.Config, func(i, j int) bool { return data.Config[i].Name < data.Config[j].Name })
	for token := range spec.Resources {
		data.Resources = append(data.Resources, token[strings.LastIndex(token, ":")+1:])
	}
	sort.Strings(data.Resources)
	for token := range spec.Functions {
		data.Functions = append(data.Functions, token[strings.LastIndex(token, ":")+1:])
	}
	sort.Strings(data.Functions)

	var out bytes.Buffer
	if err := tmpl.Execute(&out, data); err != nil {
		return "", fmt.Errorf("readme/%s.md: %w", lang, err)
	}
	return out.String(), nil
}

// firstSentence keeps a README's table of settings to one line per key: the text up to the
// first full stop that ends a sentence (followed by a capital), not one of "e.g. https://".
func firstSentence(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	for i := 0; i+2 < len(text); i++ {
		if text[i] == '.' && text[i+1] == ' ' && unicode.IsUpper(rune(text[i+2])) {
			return text[:i+1]
		}
	}
	return text
}
