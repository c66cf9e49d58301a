package collectors

import (
	"net/url"
	"strings"
	"unicode"
)

// facebook reads Facebook pages and profiles: a vanity name, lowercased,
// or a numeric id.
type facebook struct{}

// Name returns "facebook".
func (facebook) Name() string { return "facebook" }

// facebookPunct are the characters of a vanity name besides letters and
// digits.
const facebookPunct = ".-_"

// facebookReserved are first path segments that are site pages, content
// or tools, never a page's vanity name.
var facebookReserved = map[string]bool{
	"sharer": true, "share": true, "dialog": true, "plugins": true,
	"login": true, "logout": true, "signup": true, "reg": true, "recover": true,
	"checkpoint": true, "groups": true, "events": true, "watch": true,
	"marketplace": true, "me": true, "search": true, "hashtag": true,
	"media": true, "notes": true, "mobile": true, "places": true,
	"business": true, "help": true, "policy": true, "policies": true,
	"privacy": true, "terms": true, "legal": true, "about": true, "ads": true,
	"settings": true, "photo": true, "photos": true, "video": true,
	"videos": true, "reel": true, "reels": true, "stories": true, "tr": true,
	"gaming": true, "fundraisers": true, "donate": true, "messages": true,
	"notifications": true, "friends": true, "bookmarks": true, "saved": true,
	"pages": true, "people": true, "pg": true, "careers": true,
	"cookies": true, "directory": true, "find-friends": true, "badges": true,
	"apps": true, "developers": true, "games": true, "offers": true,
	"jobs": true, "lite": true, "campaign": true, "ajax": true, "live": true,
	"permalink": true, "posts": true, "story": true, "l": true,
	"home": true, "feeds": true, "memories": true, "profile": true,
	"public": true, "sem_campaigns": true, "instantgames": true,
	"communitystandards": true, "security": true, "v2.0": true,
	// Meta Business Suite's own pages, under business.facebook.com
	"latest": true, "adsmanager": true, "select": true, "overview": true, "creatorstudio": true,
}

// facebookTabs are page tabs that name the page itself.
var facebookTabs = map[string]bool{
	"about": true, "reviews": true, "timeline": true, "photos": true,
	"videos": true, "posts": true, "community": true, "events": true,
	"services": true, "shop": true, "reels": true, "mentions": true,
	"followers": true, "info": true, "live_videos": true, "photos_by": true,
}

// facebookHost reports whether host serves Facebook pages: facebook.com,
// fb.com and fb.me, bare or under www, m, mbasic, touch, web, business
// (a page's address as Meta Business Suite copies it) or a locale label
// such as "fr-fr".
func facebookHost(host string) bool {
	for _, base := range [...]string{"facebook.com", "fb.com", "fb.me"} {
		if host == base {
			return true
		}
		sub, ok := strings.CutSuffix(host, "."+base)
		if !ok {
			continue
		}
		switch {
		case sub == "www", sub == "m", sub == "mbasic", sub == "touch", sub == "web", sub == "business":
			return true
		case len(sub) == 5 && sub[2] == '-' && strings.Trim(sub[:2]+sub[3:], "abcdefghijklmnopqrstuvwxyz") == "":
			return true
		}
	}
	return false
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (facebook) MayMatch(l *Link) bool { return mayHost(l, facebookHost) }

// Match reads a page or profile URL, including profile.php?id=,
// /pages/<name>/<id>, /people/<name>/<id>, /p/<name>-<id>, /pg/<name> and the page
// plugin's href parameter.
func (facebook) Match(l Link) (Finding, bool) {
	return facebookMatch(l, true)
}

// facebookMatch reads l, unwrapping a page plugin's href when unwrap is
// set.
func facebookMatch(l Link, unwrap bool) (Finding, bool) {
	h, ok := readHref(l, facebookHost)
	if !ok || len(h.segs) == 0 {
		return Finding{}, false
	}
	segs := h.segs
	first := strings.ToLower(segs[0])
	switch first {
	case "profile.php":
		return facebookID(h.query.Get("id"), "")
	case "pages":
		if len(segs) >= 4 && strings.EqualFold(segs[1], "category") {
			_, id, _ := cutLast(segs[3], "-")
			return facebookID(id, "page")
		}
		if len(segs) >= 3 && !strings.EqualFold(segs[1], "category") {
			return facebookID(segs[2], "page")
		}
		return Finding{}, false
	case "people":
		if len(segs) >= 3 {
			return facebookID(segs[2], "")
		}
		return Finding{}, false
	case "p":
		// The new profile address of a page: /p/<name>-<id>, as
		// /pages/category/<cat>/<name>-<id>.
		if len(segs) >= 2 && len(segs) <= 3 {
			if _, id, ok := cutLast(segs[1], "-"); ok {
				return facebookID(id, "")
			}
		}
		return Finding{}, false
	case "pg":
		if len(segs) < 2 {
			return Finding{}, false
		}
		segs = segs[1:2]
		first = strings.ToLower(segs[0])
	case "plugins":
		if unwrap && len(segs) == 2 {
			switch strings.ToLower(segs[1]) {
			case "page.php", "likebox.php":
				ref := h.query.Get("href")
				u, err := url.Parse(strings.TrimSpace(ref))
				if err != nil || !u.IsAbs() {
					return Finding{}, false
				}
				return facebookMatch(Link{URL: u, Raw: ref}, false)
			}
		}
		return Finding{}, false
	}
	if facebookReserved[first] || strings.HasSuffix(first, ".php") {
		return Finding{}, false
	}
	if len(segs) > 2 || len(segs) == 2 && !facebookTabs[strings.ToLower(segs[1])] {
		return Finding{}, false
	}
	if isDigits(first) {
		return facebookID(first, "")
	}
	if !facebookVanity(first) {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.facebook.com", Path: "/" + first}
	return Finding{Service: "facebook", Account: first, URL: u.String()}, true
}

// facebookID returns the finding for a numeric page or profile id.
func facebookID(id, kind string) (Finding, bool) {
	if !isDigits(id) || len(id) > 20 {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.facebook.com", Path: "/" + id}
	return Finding{Service: "facebook", Account: id, Kind: kind, URL: u.String()}, true
}

// facebookVanity reports whether name, lowercased and percent-decoded,
// is a vanity name: 2 to 100 letters, digits and ".-_", not only the
// latter. Letters and digits are those of any script, with their marks
// ("pâtisserie-lefèvre", "кафе"), as Facebook names pages in any
// language; symbols, spaces and emoji are not.
func facebookVanity(name string) bool {
	n, alnum := 0, false
	for _, r := range name {
		n++
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			alnum = true
		case unicode.IsMark(r) && n > 1:
		case strings.ContainsRune(facebookPunct, r):
		default:
			return false
		}
	}
	return alnum && n >= 2 && n <= 100
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// cutLast slices s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

var _ Collector = facebook{}
