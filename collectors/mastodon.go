package collectors

import (
	"net/url"
	"strings"
)

// mastodon reads Mastodon (fediverse) accounts as "user@instance",
// lowercased. Instances are many and any host may run one, so a profile
// link https://<instance>/@<user> counts only when the page vouches for
// it: rel="me", or a link text "@user@instance" naming the same user,
// or an instance that calls itself Mastodon by name or by its top-level
// domain, .social. A bare
// "@user@instance" reference counts as written.
type mastodon struct{}

// Name returns "mastodon".
func (mastodon) Name() string { return "mastodon" }

// mastodonChars are the characters of a lowercased user name; "." and
// "-" occur on other fediverse servers.
const mastodonChars = "abcdefghijklmnopqrstuvwxyz0123456789_.-"

// mastodonTabs are profile tabs that name the profile itself.
var mastodonTabs = map[string]bool{
	"with_replies": true, "media": true, "followers": true, "following": true,
}

// mastodonNotInstances are registrable domains of other services, some of
// which also use /@user paths; a link there is never a Mastodon account.
var mastodonNotInstances = []string{
	"twitter.com", "x.com", "facebook.com", "fb.com", "fb.me", "linkedin.com",
	"youtube.com", "youtu.be", "flickr.com", "instagram.com", "instagr.am",
	"github.com", "github.io", "tiktok.com", "vimeo.com", "threads.net",
	"threads.com", "bsky.app", "bsky.social", "xing.com", "t.me",
	"telegram.me", "whatsapp.com", "wa.me", "medium.com", "substack.com",
	"figma.com", "producthunt.com", "replit.com", "glitch.com", "tumblr.com",
	"soundcloud.com", "dribbble.com", "behance.net", "codepen.io",
	"npmjs.com", "dev.to", "hashnode.com", "snapchat.com", "twitch.tv",
	"reddit.com", "spotify.com", "patreon.com", "linktr.ee", "google.com",
	"apple.com", "discord.com", "discord.gg", "t.co", "vk.com", "ok.ru",
	// Mail providers: "@jane@gmail.com" in a twitter:creator is an
	// address written with an at sign, not a fediverse handle.
	"gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "hotmail.com", "outlook.com", "live.com",
	"msn.com", "icloud.com", "me.com", "mac.com", "aol.com", "gmx.de", "gmx.net", "gmx.at", "web.de",
	"proton.me", "protonmail.com", "yandex.ru", "mail.ru", "qq.com", "163.com", "orange.fr", "free.fr",
	"laposte.net", "libero.it", "zoho.com", "t-online.de", "seznam.cz", "wp.pl", "o2.pl",
}

// mastodonNamedInstances are large instances whose names do not say
// "mastodon".
var mastodonNamedInstances = map[string]bool{
	"mas.to": true, "fosstodon.org": true, "hachyderm.io": true,
	"infosec.exchange": true, "techhub.social": true, "chaos.social": true,
	"ioc.exchange": true, "social.coop": true, "toot.community": true,
	"troet.cafe": true, "sigmoid.social": true, "universeodon.com": true,
}

// Match reads a bare "@user@instance", and a profile link
// https://<instance>/@<user> (or one of its tabs) that rel="me", the link
// text, or the instance's name vouches for; a post is not an account.
func (mastodon) Match(l Link) (Finding, bool) {
	if user, inst, ok := fediHandle(l.Raw); ok {
		return mastodonFinding(user, inst, inst), true
	}
	if !mayNameProfile(l) {
		return Finding{}, false
	}
	h, ok := readHref(l, mastodonHost)
	if !ok || len(h.segs) == 0 || len(h.segs) > 2 ||
		len(h.segs) == 2 && !mastodonTabs[strings.ToLower(h.segs[1])] {
		return Finding{}, false
	}
	user, ok := strings.CutPrefix(h.segs[0], "@")
	user = strings.ToLower(user)
	instance, home := h.host, h.host
	if u, inst, remote := fediHandle(h.segs[0]); remote {
		// An instance's view of a remote account: /@user@home.
		user, instance, home = u, inst, inst
	}
	if !ok || !mastodonUser(user) {
		return Finding{}, false
	}
	if tu, ti, ok := fediHandle(l.Text); ok && tu == user {
		return mastodonFinding(tu, ti, home), true
	}
	if relMe(l.Rel) || mastodonNamed(h.host) {
		return mastodonFinding(user, instance, home), true
	}
	return Finding{}, false
}

// mayNameProfile reports cheaply whether l can name a profile: its path
// must have a segment that starts with "@", which the href shows as "/@"
// or percent-encoded. Most links of a page fail this, and so skip parsing.
func mayNameProfile(l Link) bool {
	return strings.Contains(l.Raw, "/@") || strings.Contains(l.Raw, "%40") ||
		l.URL != nil && strings.Contains(l.URL.Path, "/@")
}

// fediHandle reads s, trimmed, written as "@user@instance".
func fediHandle(s string) (user, instance string, ok bool) {
	s, ok = strings.CutPrefix(strings.TrimSpace(s), "@")
	if !ok {
		return "", "", false
	}
	user, instance, ok = strings.Cut(strings.ToLower(s), "@")
	if !ok || !mastodonUser(user) || !mastodonHost(instance) {
		return "", "", false
	}
	return user, instance, true
}

// mastodonUser reports whether a lowercased user name is valid.
func mastodonUser(user string) bool {
	return user != "" && len(user) <= 64 && strings.Trim(user, mastodonChars) == "" &&
		strings.Trim(user, "._-") != ""
}

// mastodonHost reports whether host can be a Mastodon instance: a domain
// name that belongs to no other known service.
func mastodonHost(host string) bool {
	if !isDomain(host) || pinterestHost(host) || youTubeCountryHost(host) {
		return false
	}
	for _, d := range mastodonNotInstances {
		if rest, ok := strings.CutSuffix(host, d); ok && (rest == "" || strings.HasSuffix(rest, ".")) {
			return false
		}
	}
	return true
}

// mastodonNamed reports whether host names itself a Mastodon instance:
// a first label that says "mastodon" or "mstdn" (mastodon.social,
// mstdn.jp, mastodon.example.org), a name under the top-level domain
// .social, which the fediverse's servers took (chaos.social,
// podcastindex.social; Bluesky's bsky.social is no instance, see
// mastodonHost), or a large instance.
func mastodonNamed(host string) bool {
	first, _, _ := strings.Cut(host, ".")
	return strings.Contains(first, "mastodon") || first == "mstdn" || strings.HasSuffix(host, ".social") ||
		mastodonNamedInstances[host]
}

// relMe reports whether a rel attribute has the token "me".
func relMe(rel string) bool {
	for _, f := range strings.Fields(rel) {
		if strings.EqualFold(f, "me") {
			return true
		}
	}
	return false
}

// mastodonFinding returns the account user@instance, whose profile host
// serves.
func mastodonFinding(user, instance, host string) Finding {
	u := url.URL{Scheme: "https", Host: host, Path: "/@" + user}
	return Finding{Service: "mastodon", Account: user + "@" + instance, Kind: "user", URL: u.String()}
}

var _ Collector = mastodon{}
