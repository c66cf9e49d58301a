package collectors

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html/atom"
)

// Follow widgets name the site's account in their data attributes or
// script URL, with no <a> to it: the Facebook page plugin and like box,
// Twitter's follow button and timeline, YouTube's subscribe button,
// LinkedIn's follow-company script, Flickr's badge, and the embed of an
// Instagram or TikTok profile (see profileembed.go). The reader keeps
// each as a Link with Tag "widget", its class as written, and a URL the
// service's matcher reads. A like button names what it likes: only the
// like button of a Facebook page (fb-like, fb:like, an iframe of
// plugins/like.php) is read, as that page, since liking a page follows
// it; one of an article is not. So is any element but a share button
// whose data-href is a Facebook page: a plugin set up by a script. Share
// buttons name a page to share, not an account, and are not read.

// fbTag returns the name of an XFBML element after "fb:" ("like-box",
// "page", "fan") for a tag name as tagName gives it, or "".
func fbTag(name []byte) string {
	switch string(name) { // no copy
	case "fb:like-box":
		return "like-box"
	case "fb:page":
		return "page"
	case "fb:fan":
		return "fan"
	case "fb:like":
		return "like"
	}
	return ""
}

// mayBeWidget reports whether a tag whose attributes the reader would
// not otherwise read (a <span>, a <p>) may carry a widget's data
// attributes.
func mayBeWidget(raw []byte) bool {
	return bytes.Contains(raw, []byte("data-"))
}

// widget reads the account a follow widget names, if the tag a (an XFBML
// element fb when a is 0) with attributes at is one, in section sec.
func (r *pageReader) widget(a atom.Atom, fb string, at *attrs, sec string) {
	if fb == "" && a != atom.Script && a != atom.Iframe && at.dataHref == "" && at.screenName == "" && at.channel == "" && at.channelID == "" &&
		at.cite == "" && at.permalink == "" && at.settings == "" {
		return // no case below can hold: spare most tags lowering their class
	}
	var raw string
	cls := " " + strings.ToLower(at.class) + " "
	switch {
	case fb == "like":
		if onFacebook(at.href) {
			raw = at.href
		}
	case fb != "" && at.href != "":
		raw = at.href
	case fb != "" && at.profileID != "":
		raw = "https://www.facebook.com/profile.php?id=" + url.QueryEscape(strings.TrimSpace(at.profileID))
	case at.dataHref != "" && (strings.Contains(cls, " fb-page ") || strings.Contains(cls, " fb-like-box ")):
		raw = at.dataHref
	case at.dataHref != "" && !strings.Contains(cls, "share") && onFacebook(at.dataHref):
		// fb-like, or a page plugin a script sets up from its data
		// attributes under a class of its own: a Facebook page's
		// address in data-href names the page. Another data-href
		// leaves the cases below to read the element.
		raw = at.dataHref
	case a == atom.Iframe:
		raw = likeButtonTarget(at.src)
	case at.screenName != "" && !strings.Contains(cls, "share"):
		raw = "https://twitter.com/" + url.PathEscape(strings.TrimPrefix(strings.TrimSpace(at.screenName), "@"))
	case strings.Contains(cls, " g-ytsubscribe ") && at.channelID != "":
		raw = "https://www.youtube.com/channel/" + url.PathEscape(strings.TrimSpace(at.channelID))
	case strings.Contains(cls, " g-ytsubscribe ") && at.channel != "":
		raw = "https://www.youtube.com/user/" + url.PathEscape(strings.TrimSpace(at.channel))
	case a == atom.Script && strings.EqualFold(strings.TrimSpace(at.typ), "IN/FollowCompany") && at.dataID != "":
		raw = "https://www.linkedin.com/company/" + url.PathEscape(strings.TrimSpace(at.dataID))
	case a == atom.Script && at.src != "":
		raw = flickrBadge(at.src)
	case a == atom.Blockquote && !scoped(sec):
		raw = profileEmbed(at) // see profileembed.go
	case at.settings != "":
		raw = chatWidgetNumber(cls, at.settings) // see chatwidget.go
	}
	if raw == "" {
		return
	}
	r.emit(Link{Raw: raw, Tag: "widget", Class: at.class, Section: sec,
		Social: r.regions.top().social, SocialList: r.regions.top().list, Before: r.beforeText()})
}

// onFacebook reports whether ref is an absolute address on one of
// Facebook's hosts: what a like button of a Facebook page names.
func onFacebook(ref string) bool {
	u, err := url.Parse(cleanRef(ref))
	return err == nil && facebookHost(strings.ToLower(u.Hostname()))
}

// likeButtonTarget returns the Facebook page the like button an iframe
// shows (www.facebook.com/plugins/like.php?href=…) likes, or "".
func likeButtonTarget(src string) string {
	u, err := url.Parse(cleanRef(src))
	if err != nil || !facebookHost(strings.ToLower(u.Hostname())) || !strings.HasSuffix(u.Path, "/plugins/like.php") {
		return ""
	}
	if href := u.Query().Get("href"); onFacebook(href) {
		return href
	}
	return ""
}

// flickrBadge returns the photostream a Flickr badge script shows
// (www.flickr.com/badge_code_v2.gne?…&user=NSID), or "".
func flickrBadge(src string) string {
	u, err := url.Parse(cleanRef(src))
	if err != nil || !strings.HasPrefix(u.Path, "/badge_code") {
		return ""
	}
	if h := strings.ToLower(u.Hostname()); h != "flickr.com" && !strings.HasSuffix(h, ".flickr.com") {
		return ""
	}
	user := strings.TrimSpace(u.Query().Get("user"))
	if user == "" {
		return ""
	}
	return "https://www.flickr.com/photos/" + url.PathEscape(user)
}
