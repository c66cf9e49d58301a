package discovertest

import (
	"bytes"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// ReportYAML returns the YAML report of results, as discover writes it,
// so that tests compare results by the bytes a user would read.
func ReportYAML(t testing.TB, results []discover.SiteResult) string {
	t.Helper()
	var buf bytes.Buffer
	if err := (&discover.Report{Sites: results}).WriteYAML(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
