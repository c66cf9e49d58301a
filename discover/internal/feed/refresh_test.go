package feed

import (
	"net/url"
	"testing"
)

// TestRefresh checks which pages send their reader on at once, and
// where; near misses stay pages.
func TestRefresh(t *testing.T) {
	base, err := url.Parse("https://acme.example/feed/")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, body, want string
	}{
		{"static_export", `<!DOCTYPE html><html><head><title>Redirecting...</title><meta http-equiv="refresh" content="0;url=index.xml"></head></html>`, "https://acme.example/feed/index.xml"},
		{"spaces_quotes_case", `<META HTTP-EQUIV="Refresh" CONTENT="1; URL='/rss.xml'">`, "https://acme.example/rss.xml"},
		{"bare_address", `<meta http-equiv="refresh" content="0; https://feeds.acme.example/main">`, "https://feeds.acme.example/main"},
		{"no_tag", `<html><head><title>Feed</title></head></html>`, ""},
		{"reload_only", `<meta http-equiv="refresh" content="30">`, ""},
		{"late_refresh", `<meta http-equiv="refresh" content="60;url=/news/">`, ""},
		{"itself", `<meta http-equiv="refresh" content="0;url=/feed/">`, ""},
		{"not_web", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`, ""},
		{"in_body", `<html><body><p>x</p><meta http-equiv="refresh" content="0;url=/elsewhere"></body></html>`, ""},
		{"other_meta", `<meta name="refresh" content="0;url=/elsewhere">`, ""},
		{"rss", `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, ok := Refresh([]byte(tt.body), base)
			got := ""
			if ok {
				got = u.String()
			}
			if got != tt.want || ok != (tt.want != "") {
				t.Errorf("Refresh(%q) = %q, %t; want %q", tt.body, got, ok, tt.want)
			}
		})
	}
}
