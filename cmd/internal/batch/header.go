package batch

import (
	"encoding/json"
	"fmt"
)

// headerVersion is the version of the journal format a [Header] names.
const headerVersion = 1

// A Header is the first line of a journal: the options of the crawl that
// shape its results, by flag name, so that a batch resumed with other
// options can be told, and refused, before it mixes results of both. A
// journal written before headers existed has none, and a line of
// results never has the field discover_journal, which marks a header.
type Header struct {
	Version int `json:"discover_journal"`
	// Tool is the version of the command that wrote the journal, for the
	// report's header; a journal older than the field has none.
	Tool    string            `json:"tool,omitempty"`
	Options map[string]string `json:"options"`
}

// WriteHeader writes h as the journal's first line and syncs it. Call it
// on a journal that is empty, before the first [Journal.Append].
func (j *Journal) WriteHeader(h Header) error {
	line, err := MarshalHeader(h)
	if err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if _, err := j.f.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	return nil
}

// MarshalHeader returns h as a journal's first line, without its newline.
func MarshalHeader(h Header) ([]byte, error) {
	h.Version = headerVersion
	return json.Marshal(h) // map keys sorted: the same options, the same line
}

// Header returns the header of the journal, or nil if it has none.
func (x *JournalIndex) Header() *Header { return x.header }

// Len returns the number of sites the journal holds.
func (x *JournalIndex) Len() int { return len(x.at) }

// skipHeader wraps a line function of scanJournal so that it skips the
// journal's header, the first line if it is one, and stores it in *h.
func skipHeader(h **Header, each func(text []byte, off int64, n int) error) func(text []byte, off int64, n int) error {
	return func(text []byte, off int64, n int) error {
		if off == 0 {
			var hd Header
			if decodeLine(text, &hd) == nil && hd.Version > 0 {
				*h = &hd
				return nil
			}
		}
		return each(text, off, n)
	}
}
