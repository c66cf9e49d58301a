package discovertest

import (
	"cmp"
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"strings"
)

// The kinds of page a site has: page 0 is the start page, pages 1 to 3
// are about, customers and contact, and the rest alternate between blog
// posts and product pages.
const (
	kindHome      = "home"
	kindAbout     = "about"
	kindCustomers = "customers"
	kindContact   = "contact"
	kindPost      = "post"
	kindProduct   = "product"
)

// page is everything the generator decides about one page.
type page struct {
	k       int
	kind    string
	host    string
	path    string
	title   string
	size    int    // target size in bytes
	date    string // posts: "2026-03-14"
	author  person
	quote   *person // posts: the author of an embedded tweet, if any
	profile bool    // the embedded tweet links its author's profile
	video   string  // posts: an embedded YouTube video id, or ""
	team    []person
	clients []string // customers: LinkedIn company slugs of the logo wall
	fan     person   // customers: the person quoted in a testimonial
}

func pageKind(k int) string {
	switch k {
	case 0:
		return kindHome
	case 1:
		return kindAbout
	case 2:
		return kindCustomers
	case 3:
		return kindContact
	}
	if k%3 == 1 {
		return kindPost
	}
	return kindProduct
}

// page derives page k of st.
func (s *Synth) page(st *site, k int) *page {
	r := s.rng(st.i, k)
	p := &page{k: k, kind: pageKind(k), host: st.host(), size: s.cfg.PageSize/2 + r.IntN(s.cfg.PageSize+1)}
	slug := strings.ToLower(strings.ReplaceAll(title(r, 3), " ", "-")) + "-" + strconv.Itoa(k)
	switch p.kind {
	case kindHome:
		p.path, p.title = "/", st.name+" | "+sentence(r, 4)
	case kindAbout:
		p.path, p.title = "/about/", "About us | "+st.name
		for range 2 + r.IntN(4) {
			p.team = append(p.team, newPerson(r))
		}
	case kindCustomers:
		p.path, p.title = "/customers/", "Customers | "+st.name
		for range 3 + r.IntN(4) {
			p.clients = append(p.clients, pick(r, clientNames)+strconv.Itoa(1+r.IntN(500)))
		}
		p.fan = newPerson(r)
	case kindContact:
		p.path, p.title = "/contact/", "Contact | "+st.name
	case kindPost:
		month := 1 + (k*7)%12
		p.date = "2026-" + pad2(month) + "-" + pad2(1+(k*11)%28)
		p.title = title(r, 5)
		p.path = "/news/" + slug + "/"
		if st.blog {
			p.host, p.path = "blog."+st.domain, "/2026/"+pad2(month)+"/"+slug+"/"
		}
		p.author = st.authors[r.IntN(len(st.authors))]
		if r.IntN(2) == 0 {
			q := newPerson(r)
			p.quote, p.profile = &q, r.IntN(2) == 0
		}
		if r.IntN(3) == 0 {
			p.video = randID(r, 11)
		}
	case kindProduct:
		p.path, p.title = "/products/"+slug+"/", title(r, 2)+" | "+st.name
	}
	return p
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// SiteTruth is what the generator planted on one site: what a perfect
// crawl of depth 1 reports.
type SiteTruth struct {
	// Key and URL are the site's input entry.
	Key string `json:"key"`
	URL string `json:"url"`
	// FinalURL is the start page after redirects, for a site that works.
	FinalURL string `json:"final_url,omitempty"`
	// Fault names how the site misbehaves, if it does. Sites with fault
	// server-error, redirect-loop or not-html cannot be crawled.
	Fault string `json:"fault,omitempty"`
	// Pages is the number of HTML pages a crawl of depth 1 reaches.
	Pages int `json:"pages"`
	// Feeds are the feeds every page declares.
	Feeds []FeedTruth `json:"feeds,omitempty"`
	// Accounts are the company's own accounts, linked from its header,
	// footer, contact page and structured data.
	Accounts []AccountTruth `json:"accounts,omitempty"`
	// Mentions are other accounts its pages link to: authors, team
	// members, customers and quoted posts.
	Mentions []AccountTruth `json:"mentions,omitempty"`
}

// FeedTruth is a feed a site publishes.
type FeedTruth struct {
	URL  string `json:"url"`
	Type string `json:"type"` // rss, atom or json
}

// AccountTruth is an account, canonical as discover reports it.
type AccountTruth struct {
	Service string `json:"service"`
	Account string `json:"account"`
	Href    string `json:"href"` // as written in the page
}

// Truth returns what the generator planted on site i.
func (s *Synth) Truth(i int) SiteTruth {
	st := s.site(i)
	t := SiteTruth{Key: st.label, URL: s.startURL(st), Fault: st.fault}
	if st.fault != "" && st.fault != FaultSlow {
		return t
	}
	t.FinalURL = s.origin(st.host()) + "/"
	t.Pages = s.cfg.Pages
	for _, f := range s.feeds(st) {
		t.Feeds = append(t.Feeds, FeedTruth{URL: f.url, Type: f.format})
	}
	for _, p := range st.owned {
		t.Accounts = append(t.Accounts, AccountTruth{p.service, p.account, p.href})
	}
	seen := map[[2]string]bool{}
	mention := func(service, account, href string) {
		if k := [2]string{service, account}; !seen[k] {
			seen[k] = true
			t.Mentions = append(t.Mentions, AccountTruth{service, account, href})
		}
	}
	for k := 1; k < s.cfg.Pages; k++ {
		p := s.page(st, k)
		for _, m := range p.team {
			mention("linkedin", m.linkedin, "https://www.linkedin.com/"+m.linkedin+"/")
			mention("twitter", m.twitter, "https://twitter.com/"+m.twitter)
		}
		for _, c := range p.clients {
			mention("linkedin", "company/"+c, "https://www.linkedin.com/company/"+c+"/")
		}
		if p.kind == kindCustomers {
			mention("twitter", p.fan.twitter, "https://twitter.com/"+p.fan.twitter)
		}
		if p.kind == kindPost {
			mention("twitter", p.author.twitter, "https://twitter.com/"+p.author.twitter)
			if p.profile {
				mention("twitter", p.quote.twitter, "https://twitter.com/"+p.quote.twitter)
			}
		}
	}
	byAccount := func(a, b AccountTruth) int {
		return cmp.Or(cmp.Compare(a.Service, b.Service), cmp.Compare(a.Account, b.Account))
	}
	slices.SortFunc(t.Accounts, byAccount)
	slices.SortFunc(t.Mentions, byAccount)
	return t
}

// WriteTruth writes the truth of every site as one JSON array (which YAML
// readers read too), one site per line.
func (s *Synth) WriteTruth(w io.Writer) error {
	if _, err := io.WriteString(w, "[\n"); err != nil {
		return err
	}
	for i := range s.cfg.Sites {
		line, err := json.Marshal(s.Truth(i))
		if err != nil {
			return err
		}
		if i < s.cfg.Sites-1 {
			line = append(line, ',')
		}
		if _, err := w.Write(append(line, '\n')); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "]\n")
	return err
}
