// Package text is the one way the report cuts and folds the text it
// shows: feed titles and descriptions, link texts.
package text

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// Collapse trims s and folds each run of white space into one space.
func Collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Clip cuts s to at most n runes, marking a cut with "…".
func Clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// FromHTML returns the text of s read as HTML: markup dropped, entities
// decoded.
func FromHTML(s string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.Write(z.Text())
			b.WriteByte(' ')
		}
	}
}
