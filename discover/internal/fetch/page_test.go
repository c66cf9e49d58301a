package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"
)

// TestPageContextPerCall checks that each page request ends with its own
// context, not one the fetcher holds: a cancelled request fails, and the
// same fetcher's next one is answered.
func TestPageContextPerCall(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=iso-8859-1")
		w.Write([]byte("<p>caf\xe9</p>"))
	}))
	defer srv.Close()
	f := New(Config{Transport: http.DefaultTransport, Timeout: 5 * time.Second, MaxBody: 1 << 20})
	u, err := url.Parse(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.Page(done, u); !errors.Is(err, context.Canceled) {
		t.Errorf("Page(cancelled) error = %v; want context.Canceled", err)
	}
	resp, err := f.Page(context.Background(), u)
	if err != nil {
		t.Fatalf("Page = %v", err)
	}
	if got, want := string(resp.Body), "<p>café</p>"; got != want || resp.Status != 200 {
		t.Errorf("Page body %q, status %d; want %q, 200", got, resp.Status, want)
	}
	if err := resp.Check(1); err != nil {
		t.Errorf("Check = %v; want a page", err)
	}
}

// TestPageCheck checks the answers that are no page once read: a bot
// wall, a 403 and a 503, and the non-HTML answer whose body is not read.
func TestPageCheck(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/wall":
			w.Write([]byte("<title>Just a moment...</title>"))
		case "/403":
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte("<p>no</p>"))
		case "/503":
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte("<p>later</p>"))
		case "/pdf":
			w.Header().Set("Content-Type", "application/pdf")
			w.Write([]byte("%PDF"))
		}
	}))
	defer srv.Close()
	f := New(Config{Transport: http.DefaultTransport, Timeout: 5 * time.Second, MaxBody: 1 << 20})
	tests := []struct {
		path, want string
	}{
		{"/wall", "fetch " + srv.URL + "/wall: blocked: cloudflare page"},
		{"/403", "fetch " + srv.URL + "/403: blocked: HTTP 403 Forbidden"},
		{"/503", "fetch " + srv.URL + "/503: HTTP 503 Service Unavailable"},
	}
	for _, tt := range tests {
		u, err := url.Parse(srv.URL + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := f.Page(context.Background(), u)
		if err != nil {
			t.Fatalf("Page(%s) = %v; want a response to check", tt.path, err)
		}
		if err := resp.Check(0); err == nil || err.Error() != tt.want {
			t.Errorf("Check(%s) = %v; want %s", tt.path, err, tt.want)
		}
	}
	u, err := url.Parse(srv.URL + "/pdf")
	if err != nil {
		t.Fatal(err)
	}
	var nh *NotHTMLError
	if resp, err := f.Page(context.Background(), u); !errors.As(err, &nh) || resp == nil || resp.Body != nil {
		t.Errorf("Page(/pdf) = %+v, %v; want no body and a NotHTMLError", resp, err)
	}
}
