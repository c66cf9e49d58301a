package discovertest_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// get asks web for rawURL as a forward proxy is asked, with no sockets.
func get(t *testing.T, web http.Handler, rawURL string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	web.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, rawURL, nil))
	return rec
}

func TestSynthDeterministic(t *testing.T) {
	cfg := discovertest.SynthConfig{Sites: 5, Pages: 8, Seed: 3}
	a, b := discovertest.NewSynth(cfg), discovertest.NewSynth(cfg)
	cfg.Seed = 4
	other := discovertest.NewSynth(cfg)
	for _, s := range a.Sites() {
		page := get(t, a, s.URL).Header().Get("Location")
		if page == "" {
			page = s.URL
		}
		x, y := get(t, a, page).Body.Bytes(), get(t, b, page).Body.Bytes()
		if !bytes.Equal(x, y) {
			t.Errorf("%s: two webs of the same config serve different pages", page)
		}
	}
	if a.Sites()[0] == other.Sites()[0] {
		t.Errorf("seeds 3 and 4 name the same first site %v", a.Sites()[0])
	}
}

// TestSynthSites crawls each site as a depth-1 crawler would, with the
// page reader of package collectors, and checks what it serves against
// the truth.
func TestSynthSites(t *testing.T) {
	cfg := discovertest.SynthConfig{Sites: 12, Pages: 9, PageSize: 20000, Seed: 1, Faults: 4}
	web := discovertest.NewSynth(cfg)
	faults := 0
	for i, s := range web.Sites() {
		truth := web.Truth(i)
		if truth.Key != s.Key || truth.URL != s.URL {
			t.Fatalf("site %d: truth names %s %s; Sites %s %s", i, truth.Key, truth.URL, s.Key, s.URL)
		}
		if truth.Fault != "" {
			faults++
			checkFault(t, web, truth)
			continue
		}
		final := s.URL
		if rec := get(t, web, s.URL); rec.Code == http.StatusMovedPermanently {
			final = rec.Header().Get("Location")
		}
		if final != truth.FinalURL {
			t.Errorf("%s: lands on %s; truth says %s", s.Key, final, truth.FinalURL)
		}
		start, _ := url.Parse(final)
		home := get(t, web, final)
		pages := map[string]bool{final: true}
		for _, l := range collectors.ParsePage(start, home.Body.Bytes()).Links {
			if l.Tag != "a" || l.URL == nil || !strings.HasSuffix(l.URL.Hostname(), truth.Key+".example") {
				continue
			}
			u := *l.URL
			u.Fragment, u.RawQuery = "", ""
			rec := get(t, web, u.String())
			switch {
			case rec.Code == http.StatusOK && strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html"):
				pages[u.String()] = true
				if n := rec.Body.Len(); n < cfg.PageSize/2 || n > cfg.PageSize*3/2+16<<10 {
					t.Errorf("%s is %d bytes; want about %d to %d", &u, n, cfg.PageSize/2, cfg.PageSize*3/2)
				}
			case rec.Code == http.StatusOK, rec.Code == http.StatusMovedPermanently, u.Path == "/careers/":
			default:
				t.Errorf("%s: linked from the start page, answers %d", &u, rec.Code)
			}
		}
		if len(pages) != truth.Pages {
			t.Errorf("%s: start page links %d pages; truth says %d", s.Key, len(pages), truth.Pages)
		}
		checkFeeds(t, web, truth.Feeds)
		checkAccounts(t, truth)
	}
	if faults == 0 {
		t.Error("no site misbehaves")
	}
}

func checkFault(t *testing.T, web http.Handler, truth discovertest.SiteTruth) {
	t.Helper()
	rec := get(t, web, truth.URL)
	ok := false
	switch truth.Fault {
	case discovertest.FaultSlow:
		ok = rec.Code == http.StatusOK || rec.Code == http.StatusMovedPermanently
	case discovertest.FaultServerError:
		ok = rec.Code == http.StatusInternalServerError
	case discovertest.FaultRedirectLoop:
		next := get(t, web, truth.URL+strings.TrimPrefix(rec.Header().Get("Location"), "/"))
		ok = rec.Code == http.StatusMovedPermanently && next.Header().Get("Location") == "/"
	case discovertest.FaultNotHTML:
		ok = rec.Header().Get("Content-Type") == "application/pdf"
	}
	if !ok {
		t.Errorf("%s (%s): start page answers %d %s", truth.Key, truth.Fault, rec.Code, rec.Header())
	}
}

// checkFeeds fetches each feed and parses it.
func checkFeeds(t *testing.T, web http.Handler, feeds []discovertest.FeedTruth) {
	t.Helper()
	for _, f := range feeds {
		rec := get(t, web, f.URL)
		var err error
		switch f.Type {
		case "rss":
			var v struct {
				Items []struct{ Title, Link, PubDate string } `xml:"channel>item"`
			}
			err = xml.Unmarshal(rec.Body.Bytes(), &v)
		case "atom":
			var v struct {
				XMLName xml.Name
				Entries []struct{ Title string } `xml:"entry"`
			}
			err = xml.Unmarshal(rec.Body.Bytes(), &v)
			if err == nil && v.XMLName.Space != "http://www.w3.org/2005/Atom" {
				t.Errorf("%s: root element %v, not Atom", f.URL, v.XMLName)
			}
		case "json":
			var v struct{ Version string }
			err = json.Unmarshal(rec.Body.Bytes(), &v)
		}
		if rec.Code != http.StatusOK || err != nil {
			t.Errorf("%s: %d, %v", f.URL, rec.Code, err)
		}
	}
}

// checkAccounts reads each planted link with discover's matchers.
func checkAccounts(t *testing.T, truth discovertest.SiteTruth) {
	t.Helper()
	for _, a := range append(truth.Accounts, truth.Mentions...) {
		u, err := url.Parse(a.Href)
		if err != nil {
			t.Fatal(err)
		}
		cs, _ := collectors.ByName([]string{a.Service})
		rel := ""
		if a.Service == "mastodon" {
			rel = "me"
		}
		got, ok := cs[0].Match(collectors.Link{URL: u, Raw: a.Href, Tag: "a", Rel: rel})
		if !ok || got.Account != a.Account {
			t.Errorf("%s: Match(%q) = %q, %t; truth says %q", truth.Key, a.Href, got.Account, ok, a.Account)
		}
	}
}

func TestSynthWriteTruth(t *testing.T) {
	web := discovertest.NewSynth(discovertest.SynthConfig{Sites: 3, Pages: 5})
	var buf bytes.Buffer
	if err := web.WriteTruth(&buf); err != nil {
		t.Fatal(err)
	}
	var got []discovertest.SiteTruth
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("truth is not JSON: %v\n%s", err, buf.Bytes())
	}
	if len(got) != 3 || got[2].Key != web.Truth(2).Key {
		t.Errorf("truth lists %d sites, last %q; want 3, %q", len(got), got[len(got)-1].Key, web.Truth(2).Key)
	}
	buf.Reset()
	if err := web.WriteInput(&buf); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(buf.String(), "- key: "); n != 3 {
		t.Errorf("input lists %d sites; want 3:\n%s", n, buf.String())
	}
}

func TestSynthUnknownHost(t *testing.T) {
	web := discovertest.NewSynth(discovertest.SynthConfig{Sites: 3})
	for _, u := range []string{"http://nosuch.example/", "http://" + web.Sites()[0].Key + "0.example/", "http://example/"} {
		if rec := get(t, web, u); rec.Code != http.StatusBadGateway {
			t.Errorf("%s answers %d; want 502", u, rec.Code)
		}
	}
}
