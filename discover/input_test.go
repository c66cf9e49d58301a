package discover

import (
	"bytes"
	"fmt"
	"reflect"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
	"time"
)

// longInput returns a list of n sites in every entry shape the input
// allows, with comments, blank lines and multi-line entries between.
func longInput(n int, eol string) string {
	var b strings.Builder
	b.WriteString("# companies" + eol + eol)
	for i := range n {
		switch i % 6 {
		case 0:
			fmt.Fprintf(&b, "- key: site%d%s  url: https://www.site%d.example/%s", i, eol, i, eol)
		case 1:
			fmt.Fprintf(&b, "- https://site%d.example/path?q=1&r=*x%s", i, eol)
		case 2:
			fmt.Fprintf(&b, "-   name: \"Site %d, Inc.\"%s    url: 'http://site%d.example'%s    depth: 2%s", i, eol, i, eol, eol)
		case 3:
			fmt.Fprintf(&b, "# entry %d%s%s- {key: s%d, url: site%d.example}%s", i, eol, eol, i, i, eol)
		case 4:
			fmt.Fprintf(&b, "-%s  key: site%d%s  url: >-%s    https://site%d.example/%s", eol, i, eol, eol, i, eol)
		case 5:
			fmt.Fprintf(&b, "- key: site%d   # trailing comment%s  url: https://site%d.example/ # more%s", i, eol, i, eol)
		}
	}
	return b.String()
}

// TestReadSitesStream checks that a long list read an entry at a time
// gives the sites, lines included, of reading it as one document, in
// every YAML shape the input allows.
func TestReadSitesStream(t *testing.T) {
	entries := longInput(3, "\n")
	tests := map[string]string{
		"long list":        longInput(2345, "\n"),
		"long list crlf":   longInput(2345, "\r\n"),
		"document marker":  "---\n" + entries,
		"sites mapping":    "sites:\n  " + strings.ReplaceAll(strings.TrimSuffix(entries, "\n"), "\n", "\n  ") + "\n",
		"sites unindented": "sites:\n" + entries,
		"names to URLs":    "acme: https://acme.example/\nglobex: globex.example\n",
		"flow list":        "[a.example, b.example]\n",
		"byte order mark":  "\ufeff" + entries,
		"empty":            "",
		"only comments":    "# nothing yet\n",
	}
	for name, in := range tests {
		got, err := ReadSites(strings.NewReader(in), "in.yaml")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		want, err := readSitesDoc([]byte(strings.TrimPrefix(in, "\ufeff")), "in.yaml")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		keys := newSiteKeys()
		for i := range want {
			keys.assign(&want[i])
		}
		if !reflect.DeepEqual(got, want) {
			for i := range min(len(got), len(want)) {
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Fatalf("%s: site %d read as a stream %+v; as one document %+v", name, i, got[i], want[i])
				}
			}
			t.Errorf("%s: %d sites read as a stream; %d as one document", name, len(got), len(want))
		}
	}
}

// TestReadSitesReport checks that a report with its header reads as the
// list of its sites.
func TestReadSitesReport(t *testing.T) {
	in := "discover:\n  version: v1\n  options:\n    depth: 1\nsites:\n  - key: a\n    url: a.example\n    status: ok\n    pages: 1\n  - key: b\n    url: b.example\n"
	got, err := ReadSites(strings.NewReader(in), "r.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := []Site{{Key: "a", URL: "a.example", Line: 6}, {Key: "b", URL: "b.example", Line: 10}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadSites(report) = %+v; want %+v", got, want)
	}
}

// TestReadSitesFormats checks that plain text and CSV are told by their
// content and read with their lines, keys and extra columns.
func TestReadSitesFormats(t *testing.T) {
	tests := []struct {
		name, in, urlColumn string
		want                []Site
	}{
		{"text", "# companies\nhttps://acme.example/\n\nglobex.example  # the other one\r\n", "", []Site{
			{Key: "acme.example", URL: "https://acme.example/", Line: 2},
			{Key: "globex.example", URL: "globex.example", Line: 4},
		}},
		{"text one line", "https://acme.example", "", []Site{{Key: "acme.example", URL: "https://acme.example", Line: 1}}},
		{"csv", "\ufeffCompany,Website,Country\nAcme,https://acme.example/,FR\n\"Globex, Inc.\",globex.example,\"US\"\n", "", []Site{
			{Key: "Acme", URL: "https://acme.example/", Columns: Columns{{"Country", "FR"}}, Line: 2},
			{Key: "Globex, Inc.", URL: "globex.example", Columns: Columns{{"Country", "US"}}, Line: 3},
		}},
		{"csv url first", "url,id\nacme.example,7\n", "", []Site{
			{Key: "acme.example", URL: "acme.example", Columns: Columns{{"id", "7"}}, Line: 2},
		}},
		{"csv column named", "id,site\n7,acme.example\n", "SITE", []Site{
			{Key: "acme.example", URL: "acme.example", Columns: Columns{{"id", "7"}}, Line: 2},
		}},
		{"csv one column", "domain\nacme.example\n", "", []Site{{Key: "acme.example", URL: "acme.example", Line: 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []Site
			for s, err := range ReadSitesSeq(strings.NewReader(tt.in), "in", InputOptions{URLColumn: tt.urlColumn}) {
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, s)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ReadSitesSeq(%q) = %+v; want %+v", tt.in, got, tt.want)
			}
		})
	}
}

// TestReadSitesErrors checks that what cannot be a list of sites is an
// error naming the file and the line, found without reading further.
func TestReadSitesErrors(t *testing.T) {
	tests := []struct {
		name, in, urlColumn, want string
	}{
		{"binary", "acme.example\nglo\x00bex\n", "", "in:2: binary data"},
		{"binary first", "\x00\x00\x00", "", "in:1: binary data"},
		{"long line", "acme.example\n" + strings.Repeat("a", maxInputLine+1), "", "in:2: line longer than 65536 bytes"},
		{"long first line", strings.Repeat("a", 2*maxInputLine), "", "in:1: line longer than 65536 bytes"},
		{"text with spaces", "acme.example\nAcme Corp acme.example\n", "", `in:2: want one URL or domain a line, got "Acme Corp acme.example"`},
		{"csv no column", "id,site\n7,acme.example\n", "home", `in:1: no column "home"`},
		{"yaml long entry", "- key: a\n  url: " + strings.Repeat("b", maxInputLine-10) + "\n" + strings.Repeat("  # c\n", maxInputEntry/5), "", "in:1: entry longer than 1048576 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			for _, err = range ReadSitesSeq(strings.NewReader(tt.in), "in", InputOptions{URLColumn: tt.urlColumn}) {
				if err != nil {
					break
				}
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadSitesSeq: %v; want an error with %q", err, tt.want)
			}
		})
	}
}

// TestReadSitesMemory checks that reading a long list does not hold a
// tree of the whole document at once: the live heap, sampled after each
// collection, peaks at a fraction of what reading the list as one
// document holds.
func TestReadSitesMemory(t *testing.T) {
	in := []byte(longInput(50000, "\n"))
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	peak := func(read func() ([]Site, error)) uint64 {
		runtime.GC()
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(sample)
		base := sample[0].Value.Uint64()
		done := make(chan struct{})
		most := make(chan uint64)
		go func() {
			var m uint64
			for {
				metrics.Read(sample)
				m = max(m, sample[0].Value.Uint64())
				select {
				case <-done:
					most <- m
					return
				case <-time.After(200 * time.Microsecond):
				}
			}
		}()
		sites, err := read()
		runtime.GC() // the live heap with the sites, at the end
		close(done)
		m := <-most
		if err != nil || len(sites) != 50000 {
			t.Fatalf("%d sites, %v", len(sites), err)
		}
		return m - min(m, base)
	}
	doc := peak(func() ([]Site, error) { return readSitesDoc(in, "in.yaml") })
	chunks := peak(func() ([]Site, error) { return ReadSites(bytes.NewReader(in), "in.yaml") })
	t.Logf("live heap peaked %d KB above the start in chunks, %d KB as one document", chunks>>10, doc>>10)
	if chunks*3 > doc {
		t.Errorf("reading 50,000 sites in chunks peaked at %d KB of live heap; want under a third of the %d KB of one document", chunks>>10, doc>>10)
	}
}
