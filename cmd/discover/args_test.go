package main

import (
	"flag"
	"slices"
	"testing"
)

func TestFlagsFirst(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"flagsBefore", []string{"--depth", "2", "in", "out"}, []string{"--depth", "2", "--", "in", "out"}},
		{"flagsAfter", []string{"in", "out", "--depth", "2"}, []string{"--depth", "2", "--", "in", "out"}},
		{"between", []string{"in", "--depth=2", "out"}, []string{"--depth=2", "--", "in", "out"}},
		{"singleDash", []string{"in", "-depth", "2", "out"}, []string{"-depth", "2", "--", "in", "out"}},
		{"boolTakesNoValue", []string{"in", "--quiet", "out"}, []string{"--quiet", "--", "in", "out"}},
		{"boolWithValue", []string{"in", "--quiet=false", "out"}, []string{"--quiet=false", "--", "in", "out"}},
		{"stdinStdout", []string{"-", "-", "--quiet"}, []string{"--quiet", "--", "-", "-"}},
		{"valueIsDash", []string{"in", "--journal", "-", "out"}, []string{"--journal", "-", "--", "in", "out"}},
		{"doubleDash", []string{"--quiet", "--", "--depth", "in"}, []string{"--quiet", "--", "--depth", "in"}},
		{"doubleDashFirst", []string{"--", "-x", "out"}, []string{"--", "-x", "out"}},
		{"valueLast", []string{"in", "out", "--depth"}, []string{"--depth", "--", "in", "out"}},
		{"unknown", []string{"in", "--nope", "out"}, []string{"--nope", "--", "in", "out"}},
		{"help", []string{"in", "-h"}, []string{"-h", "--", "in"}},
		{"none", nil, []string{"--"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			fs.Int("depth", 1, "")
			fs.Bool("quiet", false, "")
			fs.String("journal", "", "")
			if got := flagsFirst(fs, tt.in); !slices.Equal(got, tt.want) {
				t.Errorf("flagsFirst(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseFlagsAfterPositional(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	depth := fs.Int("depth", 1, "")
	quiet := fs.Bool("quiet", false, "")
	if err := parseFlags(fs, []string{"in.txt", "out.yaml", "--depth", "2", "--quiet"}); err != nil {
		t.Fatal(err)
	}
	if *depth != 2 || !*quiet || !slices.Equal(fs.Args(), []string{"in.txt", "out.yaml"}) {
		t.Errorf("depth %d, quiet %t, args %q; want 2, true, [in.txt out.yaml]", *depth, *quiet, fs.Args())
	}
}
