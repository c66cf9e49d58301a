package collectors

import (
	"net/url"
	"strings"
)

// A service's embed of a profile, not of a post, is that account's
// follow widget: Instagram's <blockquote class="instagram-media"> whose
// data-instgrm-permalink is a profile, and TikTok's creator card,
// <blockquote class="tiktok-embed"> whose cite is a profile. The
// services' scripts turn each into the account's card with a follow
// button, and a site shows its own so. The reader keeps the profile as
// a Link with Tag "widget", and the links inside the card in the region
// around it, not in an "embed". An embedded post (instagram.com/p/…,
// tiktok.com/@user/video/…) quotes someone, as any blockquote does, and
// stays an embed; so does a profile card in a region where someone else
// speaks (an article about a person, a team card, a partner wall).

// profileEmbed returns the profile an embed blockquote with attributes
// at shows, as written, or "" when it shows none: no such embed, a post,
// or an address its service's matcher does not read as an account.
func profileEmbed(at *attrs) string {
	var ref string
	var m Collector
	cls := " " + strings.ToLower(at.class) + " "
	switch {
	case strings.Contains(cls, " instagram-media "):
		ref, m = at.permalink, instagram{}
	case strings.Contains(cls, " tiktok-embed "):
		ref, m = at.cite, tikTok{}
	default:
		return ""
	}
	ref = cleanRef(ref)
	u, err := url.Parse(ref)
	if err != nil || !u.IsAbs() {
		return ""
	}
	if _, ok := m.Match(Link{Raw: ref, URL: u, Tag: "widget"}); !ok {
		return ""
	}
	return ref
}
