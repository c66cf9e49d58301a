package main

import (
	"flag"
	"fmt"
	"strings"
)

// unknownFlag returns the first flag of args, as flagsFirst orders them,
// that fs does not define ("h" and "help" ask for the help), spelled as
// given but for its value, and its name; ok is false when there is none.
func unknownFlag(fs *flag.FlagSet, args []string) (given, name string, ok bool) {
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		given, _, hasValue := strings.Cut(args[i], "=")
		name := strings.TrimPrefix(strings.TrimPrefix(given, "-"), "-")
		switch {
		case name == "" || strings.HasPrefix(name, "-"):
			continue // bad syntax: fs.Parse says so
		case fs.Lookup(name) == nil && name != "h" && name != "help":
			return given, name, true
		case !hasValue && takesValue(fs, name):
			i++ // its value
		}
	}
	return "", "", false
}

// unknownFlagError is the one-line error of an unknown flag, with the
// flag meant when one is close to it, and where the help is.
func unknownFlagError(fs *flag.FlagSet, given, name string) usageError {
	msg := "unknown flag " + given
	if near, ok := nearestFlag(fs, name); ok {
		msg += " (did you mean --" + near + "?)"
	}
	return usageError{fmt.Sprintf("%s; see '%s -h'", msg, fs.Name())}
}

// nearestFlag returns the flag of fs closest to name, if one is close
// enough to be a typo of it: within one edit for names up to four
// letters and two for longer ones, counting a swap of two neighbours as
// one edit; or the only flag name starts with. The first by name wins a
// tie.
func nearestFlag(fs *flag.FlagSet, name string) (string, bool) {
	limit := 1
	if len(name) > 4 {
		limit = 2
	}
	best, bestDist, prefixed, nPrefixed := "", limit+1, "", 0
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(name, f.Name); d < bestDist {
			best, bestDist = f.Name, d
		}
		if strings.HasPrefix(f.Name, name) {
			prefixed, nPrefixed = f.Name, nPrefixed+1
		}
	})
	switch {
	case best != "":
		return best, true
	case nPrefixed == 1:
		return prefixed, true
	}
	return "", false
}

// editDistance is the optimal string alignment distance of a and b: the
// fewest insertions, deletions, substitutions and swaps of neighbouring
// bytes that turn one into the other.
func editDistance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// flagRange is a flag's value and whether it is in its range, want.
type flagRange struct {
	name  string
	value any
	ok    bool
	want  string
}

// outOfRange returns a usage error naming each flag of flags whose value
// is out of its range, with the value and the range, or nil.
func outOfRange(flags ...flagRange) error {
	var bad []string
	for _, f := range flags {
		if !f.ok {
			bad = append(bad, fmt.Sprintf("--%s %v: want %s", f.name, f.value, f.want))
		}
	}
	if bad == nil {
		return nil
	}
	return usageError{strings.Join(bad, "; ")}
}
