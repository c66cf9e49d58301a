package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestDockerfile checks that examples/Dockerfile builds a static binary,
// runs it as a user other than root with discover as its entrypoint, and
// that its default arguments are flags the command has.
func TestDockerfile(t *testing.T) {
	data, err := os.ReadFile("../../examples/Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	instr := map[string]string{} // the last of each instruction
	for _, line := range strings.Split(text, "\n") {
		if k, v, ok := strings.Cut(strings.TrimSpace(line), " "); ok && k == strings.ToUpper(k) && !strings.HasPrefix(k, "#") {
			instr[k] = v
		}
	}
	var entry, cmd []string
	if err := json.Unmarshal([]byte(instr["ENTRYPOINT"]), &entry); err != nil || !slices.Equal(entry, []string{"discover"}) {
		t.Errorf("ENTRYPOINT %s; want [\"discover\"] (%v)", instr["ENTRYPOINT"], err)
	}
	if err := json.Unmarshal([]byte(instr["CMD"]), &cmd); err != nil {
		t.Errorf("CMD %s: %v", instr["CMD"], err)
	}
	flags := helpFlags(t)
	for _, a := range cmd {
		if name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); strings.HasPrefix(a, "-") && name != "h" && !flags[name] {
			t.Errorf("CMD uses %s, which discover does not have", a)
		}
	}
	if u := instr["USER"]; u == "" || u == "root" || strings.HasPrefix(u, "0") {
		t.Errorf("USER %q; want a user other than root", u)
	}
	if !strings.Contains(text, "CGO_ENABLED=0") || !strings.Contains(text, "./cmd/discover") {
		t.Errorf("the Dockerfile does not build ./cmd/discover with CGO_ENABLED=0")
	}
	if strings.Count(text, "\nFROM ") < 2 {
		t.Errorf("the Dockerfile is not multi-stage")
	}
	checkDockerignore(t)
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "docker build -f examples/Dockerfile -t discover:latest .") {
		t.Errorf("README does not give the docker build command")
	}
}

// TestKubernetesFailure checks that the Indexed Job of the examples ends
// on a failed shard instead of leaving the merge waiting: retries per
// index, a failure policy, a deadline, a wait that also ends on Failed,
// and the image examples/Dockerfile builds.
func TestKubernetesFailure(t *testing.T) {
	docs := parseYAML(t, "../../examples/kubernetes-indexed-job.yaml")
	spec := get(docs[len(docs)-1], "spec")
	for _, key := range []string{"backoffLimitPerIndex", "podFailurePolicy", "activeDeadlineSeconds"} {
		if get(spec, key) == nil {
			t.Errorf("the Indexed Job has no %s", key)
		}
	}
	if rp := get(spec, "template", "spec", "restartPolicy"); rp == nil || rp.Value != "Never" {
		t.Errorf("podFailurePolicy needs restartPolicy Never")
	}
	data, err := os.ReadFile("../../examples/kubernetes-indexed-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "kubectl wait --for=condition=complete") || !regexp.MustCompile(`Complete\|Failed`).Match(data) {
		t.Errorf("the wait for the Job must also end when it fails")
	}
	for _, name := range []string{"kubernetes-indexed-job.yaml", "kubernetes-merge-job.yaml", "kubernetes-queue.yaml"} {
		for _, d := range parseYAML(t, "../../examples/"+name) {
			for _, c := range containers(d) {
				if img := get(c, "image"); img != nil && strings.HasPrefix(img.Value, "nats:") {
					continue // the queue's servers
				}
				if img := get(c, "image"); img == nil || img.Value != "discover:latest" {
					t.Errorf("%s: container %s has image %v; want discover:latest", name, get(c, "name").Value, img.Value)
				}
			}
		}
	}
}

// TestWorkflowActions checks that the workflow uses the current major
// versions of the actions it names (late 2026).
func TestWorkflowActions(t *testing.T) {
	least := map[string]int{"actions/checkout": 6, "actions/setup-go": 6, "actions/upload-artifact": 7, "actions/download-artifact": 8}
	data, err := os.ReadFile("../../examples/github-actions.yml")
	if err != nil {
		t.Fatal(err)
	}
	uses := regexp.MustCompile(`uses: ([\w-]+/[\w-]+)@v(\d+)`).FindAllStringSubmatch(string(data), -1)
	if len(uses) == 0 {
		t.Fatal("the workflow uses no action")
	}
	for _, u := range uses {
		major, _ := strconv.Atoi(u[2])
		if want, ok := least[u[1]]; ok && major < want {
			t.Errorf("%s@v%d; want v%d or later", u[1], major, want)
		}
	}
}

// containers returns the containers of the pod template of a Job or
// Deployment manifest.
func containers(d *yaml.Node) []*yaml.Node {
	if cs := get(d, "spec", "template", "spec", "containers"); cs != nil {
		return cs.Content
	}
	return nil
}

// checkDockerignore checks that examples/Dockerfile has the ignore file
// BuildKit reads beside it, Dockerfile.dockerignore, and that it keeps the
// test pages out of the build context (the repository's root) and the
// sources in.
func checkDockerignore(t *testing.T) {
	t.Helper()
	data, err := os.ReadFile("../../examples/Dockerfile.dockerignore")
	if err != nil {
		t.Fatalf("no examples/Dockerfile.dockerignore beside the Dockerfile: %v", err)
	}
	var patterns []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			patterns = append(patterns, line)
		}
	}
	ignored := func(name string) bool {
		for _, p := range patterns {
			if ok, err := filepath.Match(strings.TrimPrefix(p, "**/"), name); ok && err == nil {
				return true
			}
		}
		return false
	}
	for _, need := range []string{"go.mod", "go.sum", "cmd", "discover", "collectors", "constraints", "examples"} {
		if ignored(need) {
			t.Errorf("Dockerfile.dockerignore leaves %s, which the build needs, out of the context", need)
		}
	}
	for _, out := range []string{"testdata", "out.yaml.journal.jsonl"} {
		if !ignored(out) {
			t.Errorf("Dockerfile.dockerignore keeps %s in the build context", out)
		}
	}
}
