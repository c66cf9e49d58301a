package collectors

import (
	"context"
	"testing"
)

// TestRefreshTarget checks the reading of a meta refresh's content.
func TestRefreshTarget(t *testing.T) {
	tests := []struct {
		content, want string
		ok            bool
	}{
		{"0; url=https://wa.me/1", "https://wa.me/1", true},
		{"0;URL='/feed/index.xml'", "/feed/index.xml", true},
		{` 2 ; url = "https://x.example/" `, "https://x.example/", true},
		{"0; https://x.example/", "https://x.example/", true},
		{"5.5; url=/a", "", false}, // later than MaxRefreshDelay
		{"30; url=/a", "", false},
		{"0", "", false}, // refreshes the page itself
		{"-1; url=/a", "", false},
		{"soon; url=/a", "", false},
	}
	for _, tt := range tests {
		got, ok := RefreshTarget(tt.content)
		if got != tt.want || ok != tt.ok {
			t.Errorf("RefreshTarget(%q) = %q, %t; want %q, %t", tt.content, got, ok, tt.want, tt.ok)
		}
	}
}

// TestReadPageRefresh checks that a prompt meta refresh is read as a
// link of Tag "refresh", and that a later one and an ordinary meta tag
// are not.
func TestReadPageRefresh(t *testing.T) {
	for _, tt := range []struct {
		head string
		want int
	}{
		{`<meta http-equiv="refresh" content="0; url=https://www.instagram.com/acme/">`, 1},
		{`<meta http-equiv="refresh" content="60; url=https://www.instagram.com/acme/">`, 0},
		{`<meta name="refresh" content="0; url=https://www.instagram.com/acme/">`, 0},
	} {
		n := 0
		_, err := ReadPage(context.Background(), mustParse("https://acme.example/instagram/"),
			[]byte(`<html><head>`+tt.head+`</head><body></body></html>`), func(l *Link) {
				if l.Tag == "refresh" && l.URL != nil && l.URL.String() == "https://www.instagram.com/acme/" {
					n++
				}
			})
		if err != nil {
			t.Fatal(err)
		}
		if n != tt.want {
			t.Errorf("%s: %d refresh links, want %d", tt.head, n, tt.want)
		}
	}
}
