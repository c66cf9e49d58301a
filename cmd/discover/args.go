package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// parseFlags parses args with fs after moving the flags before the
// positional arguments, so that flags may also follow them, as in
// "discover in.txt out.yaml --depth 2": Go's flag package stops at the
// first argument that is not a flag. It returns flag.ErrHelp for -h,
// after fs.Usage has printed the help, and for any other failure a
// usageError of one line that says where the help is, as git does: an
// unknown flag or a bad value prints no help of its own.
func parseFlags(fs *flag.FlagSet, args []string) error {
	args = flagsFirst(fs, args)
	if given, name, ok := unknownFlag(fs, args); ok {
		adoptLogFormat(fs, args)
		return unknownFlagError(fs, given, name)
	}
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	fs.Usage = usage
	fs.SetOutput(out)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		usage()
		return err
	}
	adoptLogFormat(fs, args)
	return usageError{fmt.Sprintf("%v; see '%s -h'", err, fs.Name())}
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
