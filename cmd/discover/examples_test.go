package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestExamples parses the CI and Kubernetes examples and checks that every
// flag their discover command lines use exists, and that their shard
// counts agree.
func TestExamples(t *testing.T) {
	flags := map[string]map[string]bool{"crawl": helpFlags(t), "merge": helpFlags(t, "merge")}
	seen := map[string]int{}
	for _, name := range []string{"github-actions.yml", "kubernetes-indexed-job.yaml", "kubernetes-merge-job.yaml"} {
		t.Run(strings.TrimSuffix(name, ".yaml"), func(t *testing.T) {
			docs := parseYAML(t, "../../examples/"+name)
			var invs [][]string
			for _, d := range docs {
				invs = append(invs, invocations(d)...)
			}
			for _, inv := range invs {
				checkParses(t, name, inv)
				sub := "crawl"
				if len(inv) > 0 && inv[0] == "merge" {
					sub, inv = "merge", inv[1:]
				}
				for _, a := range inv {
					if !strings.HasPrefix(a, "-") || a == "-" {
						continue
					}
					seen[sub]++
					flag, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
					if !flags[sub][flag] {
						t.Errorf("%s uses %s, which discover %s does not have", name, a, sub)
					}
				}
			}
			switch name {
			case "github-actions.yml":
				checkWorkflow(t, docs[0])
			case "kubernetes-indexed-job.yaml":
				checkIndexedJob(t, docs)
			}
		})
	}
	if seen["crawl"] == 0 || seen["merge"] == 0 {
		t.Errorf("flags checked: %v; want crawl and merge command lines", seen)
	}
}

// ghExpr is a GitHub Actions expression, ${{ ... }}.
var ghExpr = regexp.MustCompile(`\$\{\{[^}]*\}\}`)

// checkParses runs a command line of an example, with its expressions
// replaced by numbers, and checks that it fails for want of files, not for a
// flag or value the command does not take.
func checkParses(t *testing.T, name string, inv []string) {
	t.Helper()
	line := ghExpr.ReplaceAllStringFunc(strings.Join(inv, " "), func(e string) string {
		if strings.Contains(e, "matrix.shard") {
			return "0" // a shard index
		}
		return "1"
	})
	args := strings.Fields(strings.ReplaceAll(line, `"`, ""))
	dir := t.TempDir()
	for i, a := range args {
		if strings.HasPrefix(a, "/") || strings.Contains(a, "/shard-") || strings.HasSuffix(a, ".yaml") {
			args[i] = filepath.Join(dir, "missing", filepath.Base(a)) // never a real file
		}
	}
	var stderr bytes.Buffer
	err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr)
	var ue usageError
	if err == nil || errors.As(err, &ue) {
		t.Errorf("%s: discover %q = %v; want it to fail for want of its files\n%s", name, args, err, stderr.String())
	}
}

// helpFlags returns the names of the flags "discover [sub] -h" lists.
func helpFlags(t *testing.T, sub ...string) map[string]bool {
	t.Helper()
	var stderr bytes.Buffer
	err := run(context.Background(), append(sub, "-h"), nil, &bytes.Buffer{}, &stderr)
	if exitCode(err) != exitOK {
		t.Fatalf("discover %v -h: %v", sub, err)
	}
	names := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s+-([a-z][a-z0-9-]*)`).FindAllStringSubmatch(stderr.String(), -1) {
		names[m[1]] = true
	}
	if len(names) < 5 && len(sub) == 0 {
		t.Fatalf("discover -h lists few flags:\n%s", stderr.String())
	}
	return names
}

// parseYAML parses every document of a YAML file.
func parseYAML(t *testing.T, path string) []*yaml.Node {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := yaml.NewDecoder(f)
	var docs []*yaml.Node
	for {
		var n yaml.Node
		if err := dec.Decode(&n); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		docs = append(docs, n.Content[0])
	}
	return docs
}

// invocations returns the arguments of each discover command line in n:
// those of a shell line naming the program (./discover, go run
// ./cmd/discover, discover), and the args of a container with no command
// of its own, whose entrypoint is discover.
func invocations(n *yaml.Node) [][]string {
	var out [][]string
	switch n.Kind {
	case yaml.MappingNode:
		if get(n, "image") != nil && get(n, "command") == nil {
			if args := get(n, "args"); args != nil {
				var inv []string
				for _, a := range args.Content {
					inv = append(inv, a.Value)
				}
				out = append(out, inv)
			}
		}
	case yaml.ScalarNode:
		for _, line := range strings.Split(strings.ReplaceAll(n.Value, "\\\n", " "), "\n") {
			fields := strings.Fields(line)
			for i, f := range fields {
				named := f == "discover" || strings.HasSuffix(f, "/discover")
				if named && (i == 0 || fields[i-1] != "-o") && i+1 < len(fields) { // not go build -o discover
					out = append(out, fields[i+1:])
					break
				}
			}
		}
	}
	for _, c := range n.Content {
		out = append(out, invocations(c)...)
	}
	return out
}

// get returns the value of key in mapping m, or nil.
func get(m *yaml.Node, path ...string) *yaml.Node {
	for _, key := range path {
		if m == nil || m.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				next = m.Content[i+1]
			}
		}
		m = next
	}
	return m
}

// checkWorkflow checks that the workflow's matrix runs shards 0 to
// SHARDS-1 and that the merge job waits for them.
func checkWorkflow(t *testing.T, wf *yaml.Node) {
	shards, err := strconv.Atoi(get(wf, "env", "SHARDS").Value)
	if err != nil {
		t.Fatalf("env.SHARDS: %v", err)
	}
	matrix := get(wf, "jobs", "crawl", "strategy", "matrix", "shard")
	if matrix == nil || len(matrix.Content) != shards {
		t.Fatalf("jobs.crawl.strategy.matrix.shard does not list %d shards", shards)
	}
	for i, s := range matrix.Content {
		if s.Value != strconv.Itoa(i) {
			t.Errorf("matrix shard %d is %q; want %d", i, s.Value, i)
		}
	}
	if needs := get(wf, "jobs", "merge", "needs"); needs == nil || needs.Value != "crawl" {
		t.Errorf("jobs.merge does not need crawl")
	}
	if get(wf, "on") == nil {
		t.Errorf("workflow has no trigger (on)")
	}
}

// checkIndexedJob checks that the Job is Indexed and that DISCOVER_SHARDS
// is its completions.
func checkIndexedJob(t *testing.T, docs []*yaml.Node) {
	for _, d := range docs {
		if get(d, "kind").Value != "Job" {
			continue
		}
		spec := get(d, "spec")
		if get(spec, "completionMode").Value != "Indexed" {
			t.Errorf("Job is not Indexed")
		}
		completions := get(spec, "completions").Value
		for _, c := range get(spec, "template", "spec", "containers").Content {
			found := false
			for _, e := range get(c, "env").Content {
				if get(e, "name").Value == shardsEnv {
					found = true
					if v := get(e, "value").Value; v != completions {
						t.Errorf("%s = %s; want completions, %s", shardsEnv, v, completions)
					}
				}
			}
			if !found {
				t.Errorf("container %s does not set %s", get(c, "name").Value, shardsEnv)
			}
		}
		return
	}
	t.Errorf("no Job in the manifest")
}
