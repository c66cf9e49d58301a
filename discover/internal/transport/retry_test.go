package transport

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/internal/guard"
)

func TestRetryAfter(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"", 0},
		{"3", 3 * time.Second},
		{"-5", 0},
		{"soon", 0},
		{time.Now().Add(-time.Hour).UTC().Format(http.TimeFormat), 0},
	}
	for _, tt := range tests {
		if got := retryAfter(tt.in); got != tt.want {
			t.Errorf("retryAfter(%q) = %s; want %s", tt.in, got, tt.want)
		}
	}
	future := time.Now().Add(10 * time.Second).UTC().Format(http.TimeFormat)
	if got := retryAfter(future); got < 8*time.Second || got > 10*time.Second {
		t.Errorf("retryAfter(%q) = %s; want about 10s", future, got)
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		status        int
		err           error
		failed, again bool
	}{
		{200, nil, false, false},
		{404, nil, false, false},
		{403, nil, true, false},
		{429, nil, true, true},
		{500, nil, true, true},
		{501, nil, false, false},
		{503, nil, true, true},
		{0, io.ErrUnexpectedEOF, true, true},
		{0, requestTimeout(time.Second), true, false},
		{0, guard.ErrNonPublic, false, false},
		{0, &RobotsError{url: "x", entry: &robotsEntry{}}, false, false},
	}
	for _, tt := range tests {
		var resp *http.Response
		if tt.err == nil {
			resp = &http.Response{StatusCode: tt.status, Header: http.Header{}}
		}
		failed, again, _ := classify(resp, tt.err)
		if failed != tt.failed || again != tt.again {
			t.Errorf("classify(%d, %v) = %t, %t; want %t, %t", tt.status, tt.err, failed, again, tt.failed, tt.again)
		}
	}
}

// TestBoundGzip checks that a gzip body the transport below left encoded
// is decoded within the cap, and marked so that no reader above decodes
// it again.
func TestBoundGzip(t *testing.T) {
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(bytes.Repeat([]byte("a"), 10<<20))
	zw.Close()
	next := roundTripperFunc(func(r *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Header: http.Header{"Content-Encoding": {"x-gzip"}},
			Body: io.NopCloser(bytes.NewReader(z.Bytes())), ContentLength: int64(z.Len())}, nil
	})
	b := &boundTransport{next: next, timeout: time.Second, maxBody: 1000}
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://acme.example/", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := b.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if len(body) != 1001 || strings.Trim(string(body), "a") != "" || !resp.Uncompressed || resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("body of %d bytes, Uncompressed %t, Content-Encoding %q; want 1001 decoded bytes, true, none",
			len(body), resp.Uncompressed, resp.Header.Get("Content-Encoding"))
	}
}

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
