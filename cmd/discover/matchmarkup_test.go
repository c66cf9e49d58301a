package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchAgreesWithCrawl gives the built command's match each link as
// an element and as a bare URL, and crawls a start page whose footer
// holds the element: match on the element names an account exactly when
// the crawl reports it (as the site's or as a mention), and a bare URL
// names one only where the crawl needs nothing around it. Mastodon
// profiles are the case: an instance of any name is read when rel="me"
// or the link text vouches for it, one under .social by its name alone.
func TestMatchAgreesWithCrawl(t *testing.T) {
	tests := []struct {
		name, element string
		account       string // what match reads in the element, "" for none
		bare          bool   // whether match reads the bare href too
	}{
		{"rel_me_social_tld", `<a href="https://podcastindex.social/@einundzwanzig" rel="me nofollow noopener" title="Mastodon"><svg></svg></a>`, "einundzwanzig@podcastindex.social", true},
		{"social_tld_no_rel", `<a href="https://norden.social/@acme">Mastodon</a>`, "acme@norden.social", true},
		{"rel_me_any_instance", `<a rel="me" href="https://toot.acme.example/@acme">Mastodon</a>`, "acme@toot.acme.example", false},
		{"handle_text_any_instance", `<a href="https://toot.acme.example/@acme">@acme@toot.acme.example</a>`, "acme@toot.acme.example", false},
		// Near misses: nothing vouches for the profile, or it is a post.
		{"unvouched_instance", `<a href="https://toot.acme.example/@acme">Mastodon</a>`, "", false},
		{"social_tld_post", `<a rel="me" href="https://podcastindex.social/@acme/111111111111111111">a post</a>`, "", false},
	}
	bin := buildCommand(t)
	match := func(in string) matchLine {
		t.Helper()
		out, err := exec.Command(bin, "match", in).Output()
		if err != nil {
			t.Fatalf("discover match %q: %v\n%s", in, err, stderrOf(err))
		}
		var got matchLine
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("discover match %q: %v: %s", in, err, out)
		}
		return got
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := match(tt.element)
			if got.Account != tt.account || (tt.account == "") != (got.Service == "none") {
				t.Errorf("match %s = %s %q; want %q", tt.element, got.Service, got.Account, tt.account)
			}
			href := tt.element[strings.Index(tt.element, `href="`)+len(`href="`):]
			href = href[:strings.IndexByte(href, '"')]
			if b := match(href); (b.Service != "none") != tt.bare {
				t.Errorf("match %s = %s %q; want read %t", href, b.Service, b.Account, tt.bare)
			}
			report := crawlReport(t, bin, tt.element)
			switch {
			case tt.account != "" && !strings.Contains(report, "account: "+tt.account):
				t.Errorf("crawl of a footer holding %s does not report %s; match reads it:\n%s", tt.element, tt.account, report)
			case tt.account == "" && strings.Contains(report, "mastodon"):
				t.Errorf("crawl of a footer holding %s reports a Mastodon account; match reads none:\n%s", tt.element, report)
			}
		})
	}
}

// crawlReport crawls, with the built command at depth 0, a start page
// whose footer holds element, and returns the report.
func crawlReport(t *testing.T, bin, element string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><title>Einundzwanzig</title><main><h1>Einundzwanzig</h1></main><footer>` + element + `</footer>`))
	}))
	defer srv.Close()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.yaml"), filepath.Join(dir, "out.yaml")
	if err := os.WriteFile(in, []byte("- "+srv.URL+"/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append(privateOptIn(), "--depth", "0", "--delay", "0", in, out)
	if msg, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("discover %q: %v\n%s", args, err, msg)
	}
	report, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(report)
}
