package collectors

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// errBudget is the cause the tests cancel their contexts with.
var errBudget = errors.New("site time budget spent")

// TestParsePageContextCancelled checks that a context done before the
// first token yields an empty page, ready to use, and the context's cause.
func TestParsePageContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errBudget)
	u := mustParse("https://acme.example/")
	p, err := parsePage(ctx, u, []byte(`<title>Acme</title><a href="https://x.com/acme">x</a>`))
	if !errors.Is(err, errBudget) {
		t.Errorf("err = %v; want the cause %v", err, errBudget)
	}
	if p == nil || p.URL != u || p.Base != u || p.Meta == nil || len(p.Links) != 0 || p.Title != "" {
		t.Errorf("page = %+v; want an empty page of %s", p, u)
	}
}

// stopAfter is a done context that reports itself not done to its first
// checks: it stops readPage after a known number of tokens.
type stopAfter struct {
	context.Context
	checks int
}

// Err returns nil for the first checks calls, then the context's error.
func (c *stopAfter) Err() error {
	if c.checks > 0 {
		c.checks--
		return nil
	}
	return c.Context.Err()
}

// TestParsePageContextStopsMidway checks, by looking at the context
// before every token, that parsing stops where the context ends and
// returns the links read so far, the open one with the text read so far.
func TestParsePageContextStopsMidway(t *testing.T) {
	page := `<a href="/0">zero</a><a href="/1">one</a><a href="/2">two</a>` // three tokens a link
	tests := []struct {
		name   string
		tokens int
		links  int
		want   string // the links' texts
		err    error
	}{
		{"none", 0, 0, "", errBudget},
		{"openAnchor", 1, 1, "", errBudget},
		{"anchorText", 2, 1, "zero", errBudget},
		{"oneLink", 3, 1, "zero", errBudget},
		{"twoLinks", 6, 2, "zero,one", errBudget},
		{"whole", 100, 3, "zero,one,two", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(errBudget)
			var texts []string
			_, err := readPage(&stopAfter{ctx, tt.tokens}, mustParse("https://acme.example/"), []byte(page), 1,
				func(l *Link) { texts = append(texts, l.Text) })
			if !errors.Is(err, tt.err) {
				t.Errorf("err = %v; want %v", err, tt.err)
			}
			if got := strings.Join(texts, ","); got != tt.want || len(texts) != tt.links {
				t.Errorf("%d links, texts %q; want %d, %q", len(texts), got, tt.links, tt.want)
			}
		})
	}
}
