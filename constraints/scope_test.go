package constraints

import (
	"errors"
	"net/url"
	"testing"
)

// sameSiteTests pairs hosts with whether they belong to one site.
var sameSiteTests = []struct {
	a, b string
	same bool
}{
	{"evilexample.com", "example.com", false},
	{"a.example.co.uk", "b.example.co.uk", true},
	{"example.co.uk", "other.co.uk", false},
	{"x.github.io", "y.github.io", false},
	{"127.0.0.1", "127.0.0.1", true},
	{"127.0.0.1", "127.0.0.2", false},
	{"localhost", "localhost", true},
	{"www.acme.com", "blog.acme.com", true},
	{"WWW.ACME.COM.", "acme.com", true},
	{"acme.com:8080", "acme.com", true},
	{"example.com.evil.example", "example.com", false},
	{"[::1]", "[::1]", true},
}

func TestSameSite(t *testing.T) {
	for _, tt := range sameSiteTests {
		a := &url.URL{Scheme: "https", Host: tt.a}
		b := &url.URL{Scheme: "https", Host: tt.b}
		if got := SameSite(a, b); got != tt.same {
			t.Errorf("SameSite(%q, %q) = %t; want %t", tt.a, tt.b, got, tt.same)
		}
	}
}

func TestScopeCheck(t *testing.T) {
	s := NewScope(&url.URL{Scheme: "https", Host: "www.acme.co.uk"})
	if s.Domain() != "acme.co.uk" {
		t.Fatalf("Domain() = %q; want acme.co.uk", s.Domain())
	}
	tests := []struct {
		in   string
		want error
	}{
		{"https://blog.acme.co.uk/x", nil},
		{"http://acme.co.uk/", nil},
		{"https://other.co.uk/", ErrOutOfScope},
		{"ftp://acme.co.uk/", ErrUnsupportedScheme},
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Check(u); !errors.Is(got, tt.want) {
			t.Errorf("Check(%q) = %v; want %v", tt.in, got, tt.want)
		}
	}
}

func TestLimits(t *testing.T) {
	l := Limits{MaxDepth: 1, MaxPages: 3}
	if err := l.Allow(1, 2); err != nil {
		t.Errorf("Allow(1, 2) = %v; want nil", err)
	}
	if err := l.Allow(2, 0); !errors.Is(err, ErrTooDeep) {
		t.Errorf("Allow(2, 0) = %v; want ErrTooDeep", err)
	}
	if err := l.Allow(0, 3); !errors.Is(err, ErrQuota) {
		t.Errorf("Allow(0, 3) = %v; want ErrQuota", err)
	}
}
