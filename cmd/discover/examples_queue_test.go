package main

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestQueueExamples parses the compose file and the Kubernetes manifest
// of a batch across machines, and checks that every discover subcommand
// and flag they use exists.
func TestQueueExamples(t *testing.T) {
	subs := map[string]map[string]bool{}
	for _, sub := range []string{"enqueue", "worker", "collect", "status"} {
		subs[sub] = helpFlags(t, sub)
	}
	for _, tc := range []struct {
		file string
		key  string // of the discover container's arguments
		want []string
	}{
		{"compose-queue.yaml", "command", []string{"enqueue", "worker", "collect"}},
		{"kubernetes-queue.yaml", "args", []string{"worker", "collect"}},
	} {
		t.Run(strings.TrimSuffix(tc.file, ".yaml"), func(t *testing.T) {
			used := map[string]bool{}
			for _, doc := range parseYAML(t, "../../examples/"+tc.file) {
				for _, inv := range discoverArgs(doc, tc.key) {
					flags, ok := subs[inv[0]]
					if !ok {
						t.Errorf("%s runs discover %s, which is no queue subcommand", tc.file, inv[0])
						continue
					}
					used[inv[0]] = true
					for _, a := range inv[1:] {
						if !strings.HasPrefix(a, "-") {
							continue
						}
						name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
						if !flags[name] {
							t.Errorf("%s uses %s, which discover %s does not have", tc.file, a, inv[0])
						}
					}
				}
			}
			for _, sub := range tc.want {
				if !used[sub] {
					t.Errorf("%s runs no discover %s", tc.file, sub)
				}
			}
		})
	}
}

// discoverArgs returns the arguments, under key, of every container of
// n whose image is discover.
func discoverArgs(n *yaml.Node, key string) [][]string {
	var out [][]string
	if img := get(n, "image"); img != nil && strings.HasPrefix(img.Value, "discover:") {
		if args := get(n, key); args != nil {
			var inv []string
			for _, a := range args.Content {
				inv = append(inv, a.Value)
			}
			if len(inv) > 0 {
				out = append(out, inv)
			}
		}
	}
	for _, c := range n.Content {
		out = append(out, discoverArgs(c, key)...)
	}
	return out
}
