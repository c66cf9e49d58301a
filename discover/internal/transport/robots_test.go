package transport

import (
	"net/url"
	"testing"
	"time"

	"github.com/temoto/robotstxt"
)

func TestProductToken(t *testing.T) {
	for in, want := range map[string]string{
		"discover/0.1 (+https://github.com/discover-crawler/discover; finds company feeds and social accounts)": "discover",
		"AcmeBot/2.1 (+https://x)": "acmebot",
		"Plain Agent":              "plain",
	} {
		if got := productToken(in); got != want {
			t.Errorf("productToken(%q) = %q; want %q", in, got, want)
		}
	}
}

// TestRobotsRules checks how a robots.txt is read: the group of the
// crawler's token over "*", the longest rule, queries, and files with
// lines the parser rejects, whose usable rules still apply (RFC 9309).
func TestRobotsRules(t *testing.T) {
	tests := []struct {
		name, robots string
		allowed      map[string]bool
	}{
		{"own_group", "User-agent: *\nDisallow: /\n\nUser-agent: discover\nDisallow: /private\n",
			map[string]bool{"/": true, "/about": true, "/private/x": false}},
		{"longest_rule", "User-agent: *\nDisallow: /shop\nAllow: /shop/about\n",
			map[string]bool{"/shop/cart": false, "/shop/about": true}},
		{"query", "User-agent: *\nDisallow: /*?sessionid=\n",
			map[string]bool{"/page": true, "/page?sessionid=1": false}},
		{"rule_before_agent", "Disallow: /nowhere\nUser-agent: *\nDisallow: /private\nCrawl-delay: soon\n",
			map[string]bool{"/nowhere": true, "/private": false}},
		{"html_soft_404", "<!doctype html><html><body><h1>Not found</h1></body></html>\n",
			map[string]bool{"/": true}},
	}
	for _, tt := range tests {
		data, err := robotstxt.FromBytes([]byte(tt.robots))
		if err != nil {
			data, err = robotstxt.FromBytes(usableRobotsLines([]byte(tt.robots)))
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		e := &robotsEntry{state: RobotsAllowed, group: data.FindGroup("discover")}
		for path, want := range tt.allowed {
			u, err := url.Parse("https://acme.example" + path)
			if err != nil {
				t.Fatal(err)
			}
			if got := e.allows(u); got != want {
				t.Errorf("%s: allows(%s) = %t; want %t", tt.name, path, got, want)
			}
		}
	}
}

// TestCrawlDelay checks the Crawl-delay a robots.txt sets: values past
// maxCrawlDelay, however large, are capped, and values that are not a
// usable number of seconds are ignored.
func TestCrawlDelay(t *testing.T) {
	tests := []struct {
		name, value string
		want        time.Duration
	}{
		{"seconds", "5", 5 * time.Second},
		{"fraction", "0.5", 500 * time.Millisecond},
		{"zero", "0", 0},
		{"at_cap", "30", maxCrawlDelay},
		{"past_cap", "100000", maxCrawlDelay},
		{"overflow_1e10", "1e10", maxCrawlDelay},
		{"overflow_1e308", "1e308", maxCrawlDelay},
		{"out_of_range", "1e400", maxCrawlDelay},
		{"inf", "Inf", maxCrawlDelay},
		{"plus_infinity", "+Infinity", maxCrawlDelay},
		{"nan", "NaN", 0},
		{"negative", "-5", 0},
		{"negative_inf", "-Inf", 0},
		{"words", "soon", 0},
		{"empty", "", 0},
		{"comment", "1e10 # please", maxCrawlDelay},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			robots := "User-agent: *\nDisallow: /private\nCrawl-delay: " + tt.value + "\n"
			data, err := parseRobots([]byte(robots))
			if err != nil {
				t.Fatalf("parseRobots(%q): %v", robots, err)
			}
			g := data.FindGroup("discover")
			if g.CrawlDelay != tt.want {
				t.Errorf("Crawl-delay: %s gives %s; want %s", tt.value, g.CrawlDelay, tt.want)
			}
			if g.Test("/private") {
				t.Errorf("Crawl-delay: %s lost the group's rules", tt.value)
			}
		})
	}
}
