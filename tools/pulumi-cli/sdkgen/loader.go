package main

import (
	"context"
	"fmt"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// selfContainedLoader is the loader binding and generation get: the Datafold schema refers to
// no other package, so a reference to one is an error in the schema (not something to fetch:
// no plugin is started and nothing is downloaded).
type selfContainedLoader struct{}

func (selfContainedLoader) LoadPackage(pkg string, version *semver.Version) (*schema.Package, error) {
	return nil, refusal(pkg, version)
}

func (selfContainedLoader) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return nil, refusal(d.Name, d.Version)
}

func (selfContainedLoader) LoadPackageReference(pkg string, version *semver.Version) (schema.PackageReference, error) {
	return nil, refusal(pkg, version)
}

func (selfContainedLoader) LoadPackageReferenceV2(
	_ context.Context, d *schema.PackageDescriptor,
) (schema.PackageReference, error) {
	return nil, refusal(d.Name, d.Version)
}

func refusal(pkg string, version *semver.Version) error {
	at := ""
	if version != nil {
		at = " " + version.String()
	}
	return fmt.Errorf("the schema refers to another package, %s%s; pulumi-sdkgen generates self-contained schemas only", pkg, at)
}
