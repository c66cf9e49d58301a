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

// TestReadSiteChunks checks that a long list read a chunk of entries at a
// time gives the sites, lines included, of reading it as one document,
// and that any other shape is left to the one-document reader.
func TestReadSiteChunks(t *testing.T) {
	for _, eol := range []string{"\n", "\r\n"} {
		in := longInput(2*chunkEntries+345, eol)
		got, ok := readSiteChunks([]byte(in))
		if !ok {
			t.Fatalf("eol %q: a plain list was not read in chunks", eol)
		}
		want, err := readSitesDoc([]byte(in), "in.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			for i := range min(len(got), len(want)) {
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Fatalf("eol %q: site %d read in chunks %+v; as one document %+v", eol, i, got[i], want[i])
				}
			}
			t.Fatalf("eol %q: %d sites read in chunks; %d as one document", eol, len(got), len(want))
		}
	}

	entries := longInput(3, "\n")
	for name, in := range map[string]string{
		"document marker":      "---\n" + entries,
		"sites mapping":        "sites:\n" + strings.ReplaceAll(entries, "\n", "\n  "),
		"names to URLs":        "acme: https://acme.example/\nglobex: globex.example\n",
		"flow list":            "[a.example, b.example]\n",
		"negative depth":       entries + "- key: x\n  url: x.example\n  depth: -1\n",
		"quote across entries": "- \"a.example\n- b.example\"\n",
		"alias across chunks":  "- &a a.example\n" + strings.Repeat("- b.example\n", chunkEntries) + "- *a\n",
		"tab at first column":  entries + "\t\n",
		"byte order mark":      "\ufeff" + entries,
		"empty":                "",
		"only comments":        "# nothing yet\n",
	} {
		if sites, ok := readSiteChunks([]byte(in)); ok {
			t.Errorf("%s: read in chunks (%d sites); want it left to the one-document reader", name, len(sites))
		}
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
