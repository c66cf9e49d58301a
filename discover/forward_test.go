package discover_test

import (
	"context"
	"net/http"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestForwardRedirect checks that a page of the site that redirects out
// of it to an account (the footer's /instagram answering 302) makes the account the
// site's own, in both crawl modes, while a link to the same account in
// a post stays a mention, and that a redirect to a page that is no
// account adds nothing.
func TestForwardRedirect(t *testing.T) {
	const insta = "https://www.instagram.com/brodhuset_oslo/"
	site := http.NewServeMux()
	page := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(`<html><head><title>Nordlys Bakeri</title></head><body><main>` + body + `</main></body></html>`))
		}
	}
	site.HandleFunc("/{$}", page(`<h1>Bread every morning</h1><p>Fresh bread, and <a href="/shop">the shop</a>.</p>
<p><a href="/venner">Friends</a> <a href="/om-oss">About us</a> <a href="/kontakt">Contact</a> <a href="/blogg/">Blog</a> <a href="/meny">Menu</a></p>
</main><footer><a href="/instagram">Instagram</a></footer><main>`))
	site.HandleFunc("/instagram", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, insta, http.StatusFound) })
	site.HandleFunc("/shop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://shop.example.net/nordlys", http.StatusMovedPermanently)
	})
	// Near miss: an address named for a friend, not a service, sends
	// readers to the friend's account.
	site.HandleFunc("/venner", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://www.instagram.com/kaffebrenneriet_oslo/", http.StatusFound)
	})
	post := page(`<h1>Bread every morning</h1><p>Our friends at <a href="` + insta + `">this bakery</a> bake too.</p>`)
	for _, exhaustive := range []bool{true, false} {
		name := map[bool]string{true: "exhaustive", false: "focused"}[exhaustive]
		t.Run(name, func(t *testing.T) {
			for _, tt := range []struct {
				name    string
				handler http.Handler
				own     bool
			}{
				{"redirect", site, true},
				{"post_link", post, false}, // near miss: the same account in a post's text
			} {
				w := discovertest.NewWeb(fstest.MapFS{})
				defer w.Close()
				w.Handle("www.nordlys.example", tt.handler)
				rep, err := discover.Run(context.Background(), []discover.Site{{Key: "n", URL: "https://www.nordlys.example/"}},
					discover.Options{MaxDepth: 1, Exhaustive: exhaustive, Transport: w.Transport(), AllowPrivate: true, Delay: -1})
				if err != nil {
					t.Fatal(err)
				}
				res := rep.Sites[0]
				own := false
				for _, a := range res.Accounts["instagram"] {
					own = own || a.Account == "brodhuset_oslo"
					if a.Account == "kaffebrenneriet_oslo" {
						t.Errorf("%s: the friend's account, forwarded to from /venner, reported own: %+v", tt.name, a)
					}
				}
				if own != tt.own {
					t.Errorf("%s: instagram:brodhuset_oslo own %t; want %t (own %+v, mentions %+v)", tt.name, own, tt.own, res.Accounts, res.Mentions)
				}
				if n := len(res.Accounts); tt.name == "redirect" && n != 1 {
					t.Errorf("%s: %d services reported own; want instagram alone (own %+v, mentions %+v)", tt.name, n, res.Accounts, res.Mentions)
				}
			}
		})
	}
}
