package discover_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// thirdParty names, for each third-party module the program imports,
// the one package (folder from the module root) it may enter. Tests may
// import what they need.
var thirdParty = map[string]string{
	"github.com/gocolly/colly/v2":  "discover/internal/fetch",
	"github.com/mmcdole/gofeed":    "discover/internal/feed",
	"github.com/temoto/robotstxt":  "discover/internal/transport",
	"github.com/chromedp/chromedp": "discover/internal/render",
	"github.com/chromedp/cdproto":  "discover/internal/render",
	"gopkg.in/yaml.v3":             "discover",
	"github.com/nats-io/nats.go":   "cmd/internal/queue",
	// The NATS server, and the JWT and NKey libraries that make a test's
	// operator, users and credentials, only in the queue's test servers.
	"github.com/nats-io/nats-server/v2": "cmd/internal/queue/queuetest",
	"github.com/nats-io/jwt/v2":         "cmd/internal/queue/queuetest",
	"github.com/nats-io/nkeys":          "cmd/internal/queue/queuetest",
	"golang.org/x/net/publicsuffix":     "constraints",
}

// TestEachModuleEntersOnePackage checks the layout's rule that each
// third-party module enters one package, and that dependencies point one
// way: collectors and constraints import no package of the module's
// above them, fetch imports only constraints and transport of the
// module's, and only the command imports cmd/internal.
func TestEachModuleEntersOnePackage(t *testing.T) {
	const module = "github.com/discover-crawler/discover/"
	entered := map[string][]string{} // module -> packages importing it
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(strings.TrimPrefix(path, "../")))
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			for mod := range thirdParty {
				if p == mod || strings.HasPrefix(p, mod+"/") {
					if !slices.Contains(entered[mod], pkg) {
						entered[mod] = append(entered[mod], pkg)
					}
				}
			}
			if own, ok := strings.CutPrefix(p, module); ok {
				if (strings.HasPrefix(pkg, "collectors") || strings.HasPrefix(pkg, "constraints")) &&
					!strings.HasPrefix(own, "collectors") && !strings.HasPrefix(own, "constraints") {
					t.Errorf("%s imports %s: collectors and constraints import nothing above them", path, p)
				}
				if pkg == "discover/internal/fetch" && !strings.HasPrefix(own, "constraints") && !strings.HasPrefix(own, "discover/internal/transport") {
					t.Errorf("%s imports %s: fetch fetches, and the crawl reads what it fetched", path, p)
				}
				if strings.HasPrefix(own, "cmd/internal") && !strings.HasPrefix(pkg, "cmd/") {
					t.Errorf("%s imports %s, which only the command may use", path, p)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for mod, pkgs := range entered {
		if want := thirdParty[mod]; len(pkgs) != 1 || pkgs[0] != want {
			t.Errorf("%s is imported by %v; want only %s", mod, pkgs, want)
		}
	}
}
