package ownership

import "testing"

// TestSameHandle checks that an account the pages' heads name, as their
// author (twitter:creator) or the site's (twitter:site), under the
// handle of an account the site owns on another service is the site's
// own, and that one of another handle, one whose namesake on the other
// service is not the site's, a short handle, and an author beside the
// site's own Twitter are not.
func TestSameHandle(t *testing.T) {
	const home = "https://justobjects.example/"
	tests := []struct {
		name, head, footer, body, account string
		own                               bool
	}{
		{"creator_is_github_handle", `<meta name="twitter:creator" content="@justb4">`,
			`<a href="https://github.com/justb4"><i class="fa fa-github"></i></a>`, ``, "justb4", true},
		{"creator_is_youtube_handle", `<meta name="twitter:creator" content="@JustB4">`,
			`<a href="https://www.youtube.com/@justb4" title="YouTube">YouTube</a>`, ``, "justb4", true},
		{"site_is_github_handle", `<meta name="twitter:site" content="@justb4">`,
			`<a href="https://github.com/justb4"><i class="fa fa-github"></i></a>`, ``, "justb4", true},
		// Near misses.
		{"site_other_handle", `<meta name="twitter:site" content="@themeauthor">`,
			`<a href="https://github.com/justb4"><i class="fa fa-github"></i></a>`, ``, "themeauthor", false},
		{"site_namesake_not_own", `<meta name="twitter:site" content="@justb4">`,
			``, `<p>Thanks to the people at <a href="https://github.com/justb4">justb4</a> for the fix, and many more.</p>`, "justb4", false},
		{"site_short_handle", `<meta name="twitter:site" content="@jvb">`,
			`<a href="https://github.com/jvb"><i class="fa fa-github"></i></a>`, ``, "jvb", false},
		{"other_handle", `<meta name="twitter:creator" content="@janedoe">`,
			`<a href="https://github.com/justb4"><i class="fa fa-github"></i></a>`, ``, "janedoe", false},
		{"namesake_not_own", `<meta name="twitter:creator" content="@justb4">`,
			``, `<p>Thanks to the people at <a href="https://github.com/justb4">justb4</a> for the fix, and many more.</p>`, "justb4", false},
		{"short_handle", `<meta name="twitter:creator" content="@jvb">`,
			`<a href="https://github.com/jvb"><i class="fa fa-github"></i></a>`, ``, "jvb", false},
		{"beside_own_twitter", `<meta name="twitter:creator" content="@justb4">`,
			`<a href="https://github.com/justb4"><i class="fa fa-github"></i></a> <a href="https://twitter.com/justobjects"><i class="fa fa-twitter"></i></a>`, ``, "justb4", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := func(title string) string {
				return `<html><head><title>` + title + ` | Just Objects</title>` + tt.head + `</head><body><main><p>Geospatial work.</p>` + tt.body +
					`<a href="/about/">About</a></main><footer>` + tt.footer + `</footer></body></html>`
			}
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page("Home")}, {home + "about/", 1, page("About")}})
			a, isOwn := lookup(own, mentions, "twitter", tt.account)
			if a == nil || isOwn != tt.own {
				t.Errorf("twitter:%s = %+v, own %t; want own %t", tt.account, a, isOwn, tt.own)
			}
		})
	}
}
