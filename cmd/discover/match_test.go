package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// originalServices are the services social.yaml's cases were written
// for; a "none" case there may be read by a newer matcher (tiktok,
// mastodon...) but never by one of these.
var originalServices = []string{"twitter", "facebook", "linkedin", "youtube", "flickr", "instagram", "github"}

// TestMatchSharedCases runs every case of the shared social.yaml through
// "discover match", URLs on standard input, and checks each output line.
func TestMatchSharedCases(t *testing.T) {
	data, err := os.ReadFile("../../testdata/cases/social.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []struct{ URL, Service, Account, Kind string }
	}
	if err := yaml.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	var in strings.Builder
	for _, c := range file.Cases {
		in.WriteString(c.URL + "\n")
	}
	var out, stderr bytes.Buffer
	if err := run(context.Background(), []string{"match"}, strings.NewReader(in.String()), &out, &stderr); err != nil {
		t.Fatalf("match: %v\n%s", err, stderr.String())
	}
	sc := bufio.NewScanner(&out)
	i := 0
	for ; sc.Scan(); i++ {
		var got matchLine
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if i >= len(file.Cases) {
			t.Fatalf("more output lines than cases")
		}
		c := file.Cases[i]
		if got.Input != strings.TrimSpace(c.URL) {
			t.Fatalf("line %d input %q; want %q", i+1, got.Input, c.URL)
		}
		switch {
		case c.Service == "none" && slices.Contains(originalServices, got.Service):
			t.Errorf("match %q = %s %s; want none", c.URL, got.Service, got.Account)
		case c.Service != "none" && (got.Service != c.Service || got.Account != c.Account || c.Kind != "" && got.Kind != c.Kind):
			t.Errorf("match %q = %s %s (%s); want %s %s (%s)", c.URL, got.Service, got.Account, got.Kind, c.Service, c.Account, c.Kind)
		}
	}
	if i != len(file.Cases) {
		t.Errorf("%d output lines for %d cases", i, len(file.Cases))
	}
}
