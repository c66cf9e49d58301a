package main

import (
	"encoding/json"
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// TestFatalErrorJSON runs the built command into fatal errors with
// --log-format json: the error is a JSON record like the run's other
// logs, with its exit code, for the crawl, merge and the queue's
// commands, wherever the flag stands on the line: also after an unknown
// flag or a bad value, which stop the parse before it. Without the flag
// (or with "--log-format" only as another flag's value, or after "--")
// it is the usual text line.
func TestFatalErrorJSON(t *testing.T) {
	bin := buildCommand(t)
	tests := []struct {
		args []string
		code int
		msg  string // the record's msg, or the text line
		json bool
	}{
		{[]string{"--log-format", "json", "missing.txt", "out.yaml"}, exitFatal, "open missing.txt: no such file or directory", true},
		{[]string{"missing.txt", "out.yaml", "--log-format=json"}, exitFatal, "open missing.txt: no such file or directory", true},
		{[]string{"--log-format", "json", "--depth", "-1", "in.txt", "out.yaml"}, exitUsage, "", true},
		{[]string{"merge", "--log-format", "json", "out.yaml", "missing.yaml"}, exitFatal, "open missing.yaml: no such file or directory", true},
		{[]string{"--dpeth", "2", "--log-format", "json", "in.txt", "out.yaml"}, exitUsage, "unknown flag --dpeth (did you mean --depth?); see 'discover -h'", true},
		{[]string{"in.txt", "--depth", "two", "out.yaml", "--log-format=json"}, exitUsage, `invalid value "two" for flag -depth: parse error; see 'discover -h'`, true},
		{[]string{"merge", "--inptu", "x", "--log-format", "json", "out.yaml", "a.yaml"}, exitUsage, "unknown flag --inptu (did you mean --input?); see 'discover merge -h'", true},
		{[]string{"worker", "--wrokers", "2", "--log-format", "json"}, exitUsage, "unknown flag --wrokers (did you mean --workers?); see 'discover worker -h'", true},
		{[]string{"--log-format", "json", "--log-format", "text", "--dpeth", "2", "in.txt", "out.yaml"}, exitUsage, "discover: unknown flag --dpeth (did you mean --depth?); see 'discover -h'", false},
		{[]string{"--dpeth", "2", "--user-agent", "--log-format", "json", "in.txt", "out.yaml"}, exitUsage, "discover: unknown flag --dpeth (did you mean --depth?); see 'discover -h'", false},
		{[]string{"--dpeth", "2", "in.txt", "out.yaml", "--", "--log-format", "json"}, exitUsage, "discover: unknown flag --dpeth (did you mean --depth?); see 'discover -h'", false},
		{[]string{"missing.txt", "out.yaml"}, exitFatal, "discover: open missing.txt: no such file or directory", false},
	}
	for _, tt := range tests {
		cmd := exec.Command(bin, tt.args...)
		cmd.Dir = t.TempDir()
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != tt.code {
			t.Errorf("discover %s: %v; want exit %d", strings.Join(tt.args, " "), err, tt.code)
		}
		line := strings.TrimSuffix(stderr.String(), "\n")
		if !tt.json {
			if line != tt.msg {
				t.Errorf("discover %s printed %q; want %q", strings.Join(tt.args, " "), line, tt.msg)
			}
			continue
		}
		var rec struct {
			Level, Msg string
			Exit       int
		}
		if strings.Contains(line, "\n") || json.Unmarshal([]byte(line), &rec) != nil {
			t.Errorf("discover %s printed\n%s\nwant one JSON record", strings.Join(tt.args, " "), line)
			continue
		}
		if rec.Level != "ERROR" || rec.Exit != tt.code || tt.msg != "" && rec.Msg != tt.msg || rec.Msg == "" {
			t.Errorf("discover %s logged %+v; want level ERROR, exit %d, msg %q", strings.Join(tt.args, " "), rec, tt.code, tt.msg)
		}
	}
}
