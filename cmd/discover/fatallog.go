package main

import (
	"errors"
	"flag"
	"io"
	"log"
	"log/slog"
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
