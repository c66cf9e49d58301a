package collectors

import (
	"net/url"
	"strings"
	"unicode"
)

// youTube reads YouTube channels: "channel/<UC id>" with its case kept,
// "@<handle>" (in any script), "user/<name>" and "c/<name>" lowercased.
type youTube struct{}

// Name returns "youtube".
func (youTube) Name() string { return "youtube" }

// youTubeChars are the characters of a lowercased handle or name.
const youTubeChars = "abcdefghijklmnopqrstuvwxyz0123456789._-"

// youTubeIDChars are the characters of a channel id after "UC".
const youTubeIDChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"

// youTubeReserved are first path segments that are site pages, videos or
// tools, never a legacy channel name.
var youTubeReserved = map[string]bool{
	"watch": true, "embed": true, "shorts": true, "live": true, "v": true,
	"e": true, "playlist": true, "results": true, "feed": true, "t": true,
	"yt": true, "premium": true, "howyoutubeworks": true, "gaming": true,
	"upload": true, "account": true, "redirect": true, "signin": true,
	"logout": true, "about": true, "kids": true, "music": true,
	"movies": true, "hashtag": true, "post": true, "s": true, "creators": true,
	"ads": true, "new": true, "index": true, "channels": true,
	"dashboard": true, "trending": true, "attribution_link": true,
	"subscription_manager": true, "paid_memberships": true,
	"view_play_list": true, "select_site": true, "supported_browsers": true,
	"oops": true, "error": true, "img": true, "jobs": true, "press": true,
	"sports": true, "news": true, "learning": true, "podcasts": true,
	"originals": true, "store": true, "family": true, "intl": true,
	"verify": true, "devices": true, "ytkids": true, "tv": true,
	"browse": true, "channel": true, "user": true, "c": true,
	"subscription_center": true, "iframe_api": true, "player_api": true,
	"api": true, "static": true, "ytscframe": true, "generate_204": true,
	"favicon.ico": true, "robots.txt": true, "sw.js": true, "manifest.json": true,
	"opensearch": true, "source": true, "clip": true, "reporthistory": true,
	"trends": true, "player": true, "copyright": true, "privacy": true,
	"terms": true, "policies": true, "shopping": true, "community": true,
	"handle": true, "login": true, "sitemap": true, "undefined": true,
}

// youTubeTabs are channel tabs that name the channel itself.
var youTubeTabs = map[string]bool{
	"featured": true, "videos": true, "shorts": true, "streams": true,
	"live": true, "playlists": true, "community": true, "channels": true,
	"about": true, "podcasts": true, "releases": true, "store": true,
	"posts": true, "courses": true, "membership": true, "join": true,
}

// youTubeHost reports whether host serves YouTube channels: youtube.com,
// or one of the country domains Google keeps for it (youtube.de,
// youtube.co.uk, youtube.com.br), which redirect there with the path.
func youTubeHost(host string) bool {
	return hostIs(host, "youtube.com", "www", "m", "music") || youTubeCountryHost(host)
}

// youTubeCountryHost reports whether host is one of YouTube's country
// domains, with or without "www." or "m.": "youtube." and a country code,
// alone or under "co." or "com.". Another name under the code
// ("youtube.example.de") is no YouTube domain.
func youTubeCountryHost(host string) bool {
	host = strings.TrimPrefix(strings.TrimPrefix(host, "www."), "m.")
	rest, ok := strings.CutPrefix(host, "youtube.")
	if !ok {
		return false
	}
	if second, cc, two := strings.Cut(rest, "."); two {
		if second != "co" && second != "com" {
			return false
		}
		rest = cc
	}
	return isCountryCode(rest)
}

// isCountryCode reports whether s is two lower-case ASCII letters, as a
// country's label in a service's host is ("de" in youtube.de and
// de.pinterest.com).
func isCountryCode(s string) bool {
	return len(s) == 2 && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == ""
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (youTube) MayMatch(l *Link) bool { return mayHost(l, youTubeHost) }

// Match reads /channel/<id>, /@<handle>, /user/<name>, /c/<name>, a
// legacy bare /<name>, any tab under them, and the legacy
// subscription_center?add_user=<name>.
func (youTube) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, youTubeHost)
	if !ok || len(h.segs) == 0 {
		return Finding{}, false
	}
	first := h.segs[0]
	var second string
	if len(h.segs) > 1 {
		second = h.segs[1]
	}
	switch lower := strings.ToLower(first); {
	case strings.HasPrefix(first, "@"):
		return youTubeHandle(first[1:])
	case lower == "channel":
		id, ok := strings.CutPrefix(second, "UC")
		if !ok || len(id) != 22 || strings.Trim(id, youTubeIDChars) != "" {
			return Finding{}, false
		}
		return youTubeFinding("channel/"+second, "channel"), true
	case lower == "user":
		return youTubeName("user/", second, "user")
	case lower == "c":
		if h, ok := strings.CutPrefix(second, "@"); ok {
			return youTubeHandle(h)
		}
		return youTubeName("c/", second, "channel")
	case lower == "subscription_center":
		if len(h.segs) != 1 {
			return Finding{}, false
		}
		return youTubeName("user/", h.query.Get("add_user"), "user")
	case youTubeReserved[lower] || strings.Trim(lower, "abcdefghijklmnopqrstuvwxyz0123456789") != "":
		return Finding{}, false
	case len(h.segs) > 2 || len(h.segs) == 2 && !youTubeTabs[strings.ToLower(second)]:
		return Finding{}, false
	}
	return youTubeName("c/", first, "channel")
}

// youTubeName returns the finding for prefix plus name lowercased, when
// name is a valid handle or channel name.
func youTubeName(prefix, name, kind string) (Finding, bool) {
	name = strings.ToLower(name)
	if name == "" || len(name) > 100 || strings.Trim(name, youTubeChars) != "" ||
		strings.Trim(name, "._-") == "" {
		return Finding{}, false
	}
	return youTubeFinding(prefix+name, kind), true
}

// youTubeHandle returns the finding for the @handle h lowercased, when h
// is a valid handle. Handles, unlike the legacy user and channel names,
// may be written in any script ("@cafémüller", "@кафе"): letters and
// digits of any script, combining marks after the first character, and
// "._-" and the Latin middle dot "·" (as in Catalan "l·l"), as read
// percent-decoded, never a name of punctuation alone.
func youTubeHandle(h string) (Finding, bool) {
	h = strings.ToLower(h)
	if h == "" || len(h) > 100 || strings.Trim(h, youTubeHandlePunct) == "" {
		return Finding{}, false
	}
	for i, r := range h {
		ok := unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(youTubeHandlePunct, r) || i > 0 && unicode.IsMark(r)
		if !ok {
			return Finding{}, false
		}
	}
	return youTubeFinding("@"+h, "channel"), true
}

// youTubeHandlePunct holds the punctuation a handle may hold: YouTube's
// handle guidelines allow "_", "-", "." and the Latin middle dot.
const youTubeHandlePunct = "._-·"

// youTubeFinding returns the finding for a canonical account.
func youTubeFinding(account, kind string) Finding {
	u := url.URL{Scheme: "https", Host: "www.youtube.com", Path: "/" + account}
	return Finding{Service: "youtube", Account: account, Kind: kind, URL: u.String()}
}

var _ Collector = youTube{}
