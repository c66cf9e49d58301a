package main

import (
	"errors"
	"flag"
	"io"
	"log"
	"log/slog"
	"strings"
)

// jsonLogged is a fatal error of a command run with --log-format json,
// to be logged as a JSON record like the run's other logs.
type jsonLogged struct{ err error }

func (e jsonLogged) Error() string { return e.err.Error() }

// Unwrap returns the error.
func (e jsonLogged) Unwrap() error { return e.err }

// markJSON makes *err a jsonLogged error when fs's --log-format was
// parsed as json, so that a machine reading stderr gets every line as a
// record. Defer it in a command that has the flag.
func markJSON(fs *flag.FlagSet, err *error) {
	f := fs.Lookup("log-format")
	if *err != nil && f != nil && f.Value.String() == "json" {
		*err = jsonLogged{*err}
	}
}

// adoptLogFormat sets fs's --log-format from args, ordered by
// flagsFirst, when parsing them failed (an unknown flag, a bad value)
// before the flag package reached it: the error is then written in the
// format the line asks for, wherever the flag stands on it. As in a
// parse, the last one counts, a flag's value is not a flag, and nothing
// after "--" is.
func adoptLogFormat(fs *flag.FlagSet, args []string) {
	if fs.Lookup("log-format") == nil {
		return
	}
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		given, value, hasValue := strings.Cut(args[i], "=")
		name := strings.TrimPrefix(strings.TrimPrefix(given, "-"), "-")
		switch {
		case name == "log-format" && !hasValue:
			if i+1 == len(args) || args[i+1] == "--" {
				return // no value: the parse would fail there anyway
			}
			i++
			value = args[i]
		case name == "log-format":
		case !hasValue && takesValue(fs, name):
			i++ // its value, whatever it looks like
			continue
		default:
			continue
		}
		if err := fs.Set("log-format", value); err != nil {
			return // a string flag takes any value; checkLogFormat judges it
		}
	}
}

// logFatal writes the error that ends the command, with its exit code,
// to stderr: a JSON record when the command asked for JSON logs, and
// otherwise the text line "discover: ...".
func logFatal(stderr io.Writer, err error, code int) {
	if errors.As(err, new(jsonLogged)) {
		slog.New(slog.NewJSONHandler(stderr, nil)).Error(err.Error(), "exit", code)
		return
	}
	l := log.New(stderr, "discover: ", 0)
	l.Print(err)
}
