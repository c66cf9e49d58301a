package discover_test

import (
	"net/http"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// limitCases are the hostile sites whose values would break a bound if
// taken as given: a Crawl-delay past any sane wait, redirects to what is
// not a web page.
func limitCases() []hostileCase {
	var cases []hostileCase
	for _, delay := range []string{"1e10", "1e308", "Inf"} {
		cases = append(cases, hostileCase{
			name:   "crawl_delay_" + delay,
			depth:  1,
			robots: "User-agent: *\nCrawl-delay: " + delay + "\n",
			serve: func(w http.ResponseWriter, r *http.Request) {
				htmlPage(w, links("/p", 3))
			},
			check: func(t *testing.T, s *hostile, r discover.SiteResult) {
				// capped at 30s: the next page waits past the 4s budget
				wantStatus(t, r, discover.StatusTimeout, "time budget")
				if n := len(s.pages()); n != 1 {
					t.Errorf("Crawl-delay: %s: %d pages requested; want the start page only, the next 30s later", delay, n)
				}
			},
		})
	}
	return cases
}
