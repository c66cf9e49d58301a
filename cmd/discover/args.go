package main

import (
	"flag"
	"strings"
)

// parseFlags parses args with fs after moving the flags before the
// positional arguments, so that flags may also follow them, as in
// "discover in.txt out.yaml --depth 2": Go's flag package stops at the
// first argument that is not a flag. It returns flag.ErrHelp for -h, and
// a usageError for any other failure.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(flagsFirst(fs, args)); err != nil {
		if err == flag.ErrHelp {
			return err
		}
		return usageError{err.Error()}
	}
	return nil
}

// flagsFirst returns args with the flags, and the values of those that
// take one ("--depth 2"), first, then "--" and the positional arguments
// in their order. "-" is positional (standard input or output), and so is
// everything after "--". Which flags take no separate value, the boolean
// ones, fs tells; an unknown flag is kept for fs.Parse to report.
func flagsFirst(fs *flag.FlagSet, args []string) []string {
	flags := make([]string, 0, len(args)+1)
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if a == "-" || !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if strings.Contains(name, "=") || !takesValue(fs, name) || i+1 == len(args) {
			continue
		}
		i++
		flags = append(flags, args[i])
	}
	return append(append(flags, "--"), pos...)
}

// takesValue reports whether the flag name of fs takes a value: it is
// defined and not boolean.
func takesValue(fs *flag.FlagSet, name string) bool {
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}
