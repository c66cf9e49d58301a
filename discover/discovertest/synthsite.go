package discovertest

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// site is everything the generator decides about one company site.
type site struct {
	i        int
	name     string // display name: "Northwave Labs"
	label    string // domain label and input key: "northwave17"
	domain   string // "northwave17.example"
	www      bool   // pages live on www.<domain>; the bare domain redirects there
	blog     bool   // posts live on blog.<domain>
	fault    string // "" or one of the Fault* names
	owned    []planted
	inHeader bool // the header shows the social icons too
	jsonLD   bool // the start page lists the accounts as JSON-LD sameAs
	timeline bool // posts embed a timeline of the site's Twitter account
	broken   bool // the start page links /careers/, which answers 404
	rss      bool // www/feed.xml
	atom     bool // atom.xml, on the blog host if there is one
	jsonFeed bool // www/feed.json
	authors  []person
}

// planted is an account link the generator put on a page.
type planted struct {
	service, account, href string
}

// person is someone a site mentions: an author, a team member, a customer.
type person struct {
	name, twitter, linkedin string // twitter handle; linkedin "in/<slug>"
}

var (
	namePrefixes = []string{"north", "blue", "lumen", "nova", "peak", "river", "stone", "cedar", "maple",
		"iron", "pine", "delta", "echo", "apex", "solar", "terra", "alpha", "arc", "zen", "vivid", "prime",
		"quant", "swift", "ember", "frost", "coral", "amber", "crest", "lunar", "oak", "sky", "tide", "flux", "jade"}
	nameSuffixes = []string{"wave", "field", "works", "gate", "point", "leaf", "path", "forge", "base",
		"line", "soft", "mill", "grid", "yard", "bay", "port", "dock", "hub", "ware", "scape", "stack", "craft", "wind"}
	nameKinds   = []string{"Labs", "Inc.", "Group", "Systems", "Foods", "Health", "Energy", "Media", "Software", "Logistics", "Partners", "Studio"}
	firstNames  = []string{"jane", "omar", "lena", "raj", "mia", "tom", "ines", "kofi", "sara", "yuki", "paul", "ana", "liam", "nina", "ivan", "zoe", "ben", "aya", "hugo", "eva"}
	lastNames   = []string{"doe", "okafor", "berg", "patel", "novak", "silva", "tanaka", "moreau", "kowal", "haddad", "lind", "reyes", "costa", "fischer", "mensah", "quinn", "ward", "varga"}
	clientNames = []string{"globex", "initech", "umbrella", "hooli", "vandelay", "soylent", "wonka", "tyrell", "cyberdyne", "gringotts", "monarch", "oscorp"}
	mastodons   = []string{"mastodon.social", "fosstodon.org", "hachyderm.io"}
)

// mix is the splitmix64 finalizer: it spreads the bits of x.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// rng returns the random source of one page of one site; page -1 is the
// site itself.
func (s *Synth) rng(siteIdx, page int) *rand.Rand {
	h := mix(s.cfg.Seed ^ mix(uint64(siteIdx)+1) ^ mix(uint64(page)<<20+0x5eed))
	return rand.New(rand.NewPCG(h, mix(h)))
}

func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }

// site derives site i from the seed.
func (s *Synth) site(i int) *site {
	r := s.rng(i, -1)
	pre, suf := pick(r, namePrefixes), pick(r, nameSuffixes)
	st := &site{
		i:        i,
		name:     strings.ToUpper(pre[:1]) + pre[1:] + suf + " " + pick(r, nameKinds),
		label:    pre + suf + strconv.Itoa(i+1),
		www:      r.IntN(10) < 8,
		blog:     r.IntN(10) < 6,
		inHeader: r.IntN(2) == 0,
		jsonLD:   r.IntN(10) < 6,
		timeline: r.IntN(10) < 3,
		broken:   r.IntN(10) < 2,
		rss:      r.IntN(10) < 8,
		jsonFeed: r.IntN(10) < 1,
	}
	st.domain = st.label + ".example"
	st.atom = st.blog || r.IntN(10) < 2
	if f := s.cfg.Faults; f > 0 && i%f == f/2 {
		st.fault = faultKinds[(i/f)%len(faultKinds)]
	}
	for _, svc := range services {
		if r.Float64() < svc.p {
			href, account := svc.plant(r, st.label, pre+suf)
			st.owned = append(st.owned, planted{svc.name, account, href})
		}
	}
	for range 1 + r.IntN(3) {
		st.authors = append(st.authors, newPerson(r))
	}
	return st
}

// services lists the accounts a site may own, each with the chance that it
// does and how its link is written.
var services = []struct {
	name  string
	p     float64
	plant func(r *rand.Rand, label, name string) (href, account string)
}{
	{"twitter", 0.9, func(r *rand.Rand, label, name string) (string, string) {
		h := label
		if len(label)+2 <= 15 && r.IntN(4) == 0 {
			h = label + "hq"
		}
		return "https://" + pick(r, []string{"twitter.com", "x.com", "www.twitter.com"}) + "/" + mixedCase(r, h), h
	}},
	{"facebook", 0.8, func(r *rand.Rand, label, name string) (string, string) {
		v := pick(r, []string{label, label, label + ".official"})
		return "https://www.facebook.com/" + mixedCase(r, v) + "/", v
	}},
	{"linkedin", 0.85, func(r *rand.Rand, label, name string) (string, string) {
		v := pick(r, []string{label, name + "-" + label[len(name):]})
		return "https://www.linkedin.com/company/" + v + "/", "company/" + v
	}},
	{"youtube", 0.5, func(r *rand.Rand, label, name string) (string, string) {
		if r.IntN(2) == 0 {
			return "https://www.youtube.com/@" + mixedCase(r, label), "@" + label
		}
		id := "UC" + randID(r, 22)
		return "https://www.youtube.com/channel/" + id, "channel/" + id
	}},
	{"instagram", 0.6, func(r *rand.Rand, label, name string) (string, string) {
		v := pick(r, []string{label, label + ".official", label + "_hq"})
		return "https://www.instagram.com/" + v + "/", v
	}},
	{"github", 0.3, func(r *rand.Rand, label, name string) (string, string) {
		return "https://github.com/" + label, label
	}},
	{"tiktok", 0.15, func(r *rand.Rand, label, name string) (string, string) {
		return "https://www.tiktok.com/@" + label, label
	}},
	{"pinterest", 0.1, func(r *rand.Rand, label, name string) (string, string) {
		return "https://www.pinterest.com/" + label + "/", label
	}},
	{"vimeo", 0.1, func(r *rand.Rand, label, name string) (string, string) {
		return "https://vimeo.com/" + label, label
	}},
	{"threads", 0.1, func(r *rand.Rand, label, name string) (string, string) {
		return "https://www.threads.net/@" + label, label
	}},
	{"bluesky", 0.12, func(r *rand.Rand, label, name string) (string, string) {
		return "https://bsky.app/profile/" + label + ".bsky.social", label + ".bsky.social"
	}},
	{"mastodon", 0.1, func(r *rand.Rand, label, name string) (string, string) {
		inst := pick(r, mastodons)
		return "https://" + inst + "/@" + label, label + "@" + inst
	}},
	{"xing", 0.05, func(r *rand.Rand, label, name string) (string, string) {
		return "https://www.xing.com/companies/" + label, "companies/" + label
	}},
	{"telegram", 0.05, func(r *rand.Rand, label, name string) (string, string) {
		return "https://t.me/" + label, label
	}},
	{"flickr", 0.05, func(r *rand.Rand, label, name string) (string, string) {
		return "https://www.flickr.com/photos/" + label + "/", "photos/" + label
	}},
}

// mixedCase capitalises the first letter of s half of the time, as
// authors write handles.
func mixedCase(r *rand.Rand, s string) string {
	if r.IntN(2) == 0 {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// randID returns n characters of a YouTube-style id.
func randID(r *rand.Rand, n int) string {
	const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
	b := make([]byte, n)
	for i := range b {
		b[i] = chars[r.IntN(len(chars))]
	}
	return string(b)
}

func newPerson(r *rand.Rand) person {
	first, last := pick(r, firstNames), pick(r, lastNames)
	return person{
		name:     strings.ToUpper(first[:1]) + first[1:] + " " + strings.ToUpper(last[:1]) + last[1:],
		twitter:  first + last + strconv.Itoa(10+r.IntN(90)),
		linkedin: "in/" + first + "-" + last + "-" + strconv.FormatUint(uint64(0x1000+r.IntN(0xefff)), 16),
	}
}

// host is the host of a site's pages other than blog posts.
func (st *site) host() string {
	if st.www {
		return "www." + st.domain
	}
	return st.domain
}

// account returns the site's own account of a service, if it has one.
func (st *site) account(service string) (planted, bool) {
	for _, p := range st.owned {
		if p.service == service {
			return p, true
		}
	}
	return planted{}, false
}
