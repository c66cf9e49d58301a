package constraints

import (
	"strings"
	"testing"
)

// TestStartURL checks which start URLs are web sites: a scheme other
// than http or https is refused by name, never read as a user name, and
// a host with a port is not taken for a scheme.
func TestStartURL(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // the URL, or the error's text when err
		err      bool
	}{
		{"bare_host", "acme.example", "https://acme.example", false},
		{"http", "http://acme.example/x", "http://acme.example/x", false},
		{"upper_scheme", "HTTPS://acme.example/", "https://acme.example/", false},
		{"scheme_relative", "//acme.example/", "https://acme.example/", false},
		{"host_port", "acme.example:8080", "https://acme.example:8080", false},
		{"localhost_port_path", "localhost:3000/x", "https://localhost:3000/x", false},
		{"port_query", "acme.example:8080?a=b", "https://acme.example:8080?a=b", false},
		{"ip_port", "127.0.0.1:8080", "https://127.0.0.1:8080", false},
		{"ipv6_port", "[::1]:8080", "https://[::1]:8080", false},
		{"path_with_colon", "acme.example/a:b", "https://acme.example/a:b", false},
		{"query_with_url", "acme.example/?next=http://x.example", "https://acme.example/?next=http://x.example", false},
		{"mailto", "mailto:ceo@example.com", `scheme "mailto"`, true},
		{"mailto_upper", "MAILTO:ceo@example.com", `scheme "mailto"`, true},
		{"tel", "tel:+15551234", `scheme "tel"`, true},
		{"tel_short", "tel:911", `scheme "tel"`, true},
		{"javascript", "javascript:alert(1)", `scheme "javascript"`, true},
		{"data", "data:text/html,<p>hi</p>", `scheme "data"`, true},
		{"urn", "urn:isbn:0451450523", `scheme "urn"`, true},
		{"file", "file:///etc/passwd", `scheme "file"`, true},
		{"ftp", "ftp://acme.example/", `scheme "ftp"`, true},
		{"gopher", "gopher://acme.example/", `scheme "gopher"`, true},
		{"user_pass", "user:secret@acme.example", `scheme "user"`, true},
		{"port_too_big", "acme.example:99999", `scheme "acme.example"`, true},
		{"scheme_port_too_big", "http://acme.example:99999/", "port 99999 is not between 1 and 65535", true},
		{"scheme_port_zero", "https://acme.example:0/", "port 0 is not between 1 and 65535", true},
		{"custom_scheme", "web+acme:thing", `scheme "web+acme"`, true},
		{"empty", " ", "no url given", true},
		{"no_host", "https:///x", "no host", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := StartURL(tt.in)
			switch {
			case tt.err && err == nil:
				t.Errorf("StartURL(%q) = %s; want an error with %s", tt.in, u, tt.want)
			case tt.err && !strings.Contains(err.Error(), tt.want):
				t.Errorf("StartURL(%q) error %q; want it to say %s", tt.in, err, tt.want)
			case !tt.err && err != nil:
				t.Errorf("StartURL(%q) error %v; want %s", tt.in, err, tt.want)
			case !tt.err && u.String() != tt.want:
				t.Errorf("StartURL(%q) = %s; want %s", tt.in, u, tt.want)
			}
		})
	}
}

// TestSchemeGiven checks which start URLs name their scheme: those
// StartURL leaves as they are, not those it adds "https://" to.
func TestSchemeGiven(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"acme.example", false},
		{" acme.example/x ", false},
		{"//acme.example/", false},
		{"acme.example:8080", false},
		{"localhost:3000/x", false},
		{"https://acme.example", true},
		{"HTTP://acme.example", true},
		{"http://acme.example:8080/", true},
		{"mailto:ceo@acme.example", true},
		{"tel:911", true},
	}
	for _, tt := range tests {
		if got := SchemeGiven(tt.in); got != tt.want {
			t.Errorf("SchemeGiven(%q) = %t; want %t", tt.in, got, tt.want)
		}
	}
}
