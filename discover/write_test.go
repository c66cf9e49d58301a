package discover

import (
	"bytes"
	"errors"
	"fmt"
	"iter"
	"testing"
)

// siteResults yields n sites, then err if not nil.
func siteResults(n int, err error) iter.Seq2[SiteResult, error] {
	return func(yield func(SiteResult, error) bool) {
		for i := range n {
			r := SiteResult{Key: fmt.Sprintf("s%03d", i), URL: fmt.Sprintf("https://s%03d.example/", i), Status: StatusOK, Pages: i}
			if !yield(r, nil) {
				return
			}
		}
		if err != nil {
			yield(SiteResult{}, err)
		}
	}
}

// TestEncodeInOrder checks that sites encoded on several goroutines are
// written in their order, with the bytes of encoding them one by one, and
// that a read or write error ends the writing with that error.
func TestEncodeInOrder(t *testing.T) {
	for _, format := range []Format{FormatYAML, FormatJSON} {
		var want, got bytes.Buffer
		seq := NewReportWriter(&want, format)
		for r := range siteResults(300, nil) {
			b, err := encodeSite(format, &r)
			if err == nil {
				err = seq.encoded(b)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		par := NewReportWriter(&got, format)
		if err := encodeInOrder(format, siteResults(300, nil), 4, par.encoded); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: encoded on 4 goroutines differs from one by one", format)
		}
	}

	bad := errors.New("journal line 7 does not decode")
	writes := 0
	err := encodeInOrder(FormatYAML, siteResults(50, bad), 3, func([]byte) error { writes++; return nil })
	if !errors.Is(err, bad) || writes != 50 {
		t.Errorf("read error after 50 sites: %v after %d writes; want the read error after 50", err, writes)
	}

	full := errors.New("disk full")
	writes = 0
	err = encodeInOrder(FormatYAML, siteResults(500, nil), 3, func([]byte) error {
		writes++
		if writes == 10 {
			return full
		}
		return nil
	})
	if !errors.Is(err, full) || writes != 10 {
		t.Errorf("write error at the 10th site: %v after %d writes; want it to stop there", err, writes)
	}
}
