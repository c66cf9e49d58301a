package ownership

import (
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// ourSiteWords name, in the first person, the website of whoever writes
// a block: "our website", "notre site", "unsere Webseite".
var ourSiteWords = []string{"our website", "our web site", "our site", "our homepage", "our home page",
	"notre site", "nostro sito", "unsere website", "unsere webseite", "unsere homepage", "unserer website",
	"unserer webseite", "nuestro sitio", "nuestra web", "nossa página", "nosso site", "onze website",
	"vår webbplats", "vår nettside", "vores hjemmeside"}

// siteJoins may stand between "our website" and the link to it: "on our
// website at <a>", "auf unserer Webseite unter <a>", "our site: <a>".
var siteJoins = []string{"at", "is", "under", "unter", "sur", "su", "auf", "en", "op", "på", "em", "à", "in"}

// noteSpeaker records the website a block of the page calls "our
// website" when it links it on another registrable domain than the
// page's: the block was written by that website's holder, as the notice
// a translated project sheet keeps ("More information is available on
// our website at <a>http://www.codeclub.org.uk/</a>. This coursework is
// developed in the open on GitHub (<a>https://github.com/CodeClub</a>)"
// on Code Club Italia's site). See spokenAccount.
func (m *PageMatches) noteSpeaker(l *collectors.Link) {
	// Most links stay on the site or follow no text: the cheap tests first.
	if l.Tag != "a" || l.URL == nil || l.URL.Host == "" || l.Before == "" {
		return
	}
	host := hostOf(l.URL)
	if host == m.host || !callsOurSite(l.Before) {
		return
	}
	if site := constraints.RegistrableDomain(host); site != "" && site != m.site {
		m.speakers.add(domainLabel(host))
	}
}

// maxOurSite bounds the end of the text before a link that callsOurSite
// reads: "unserer Webseite unter" and a space.
const maxOurSite = 32

// callsOurSite reports whether before ends in "our website" and at most
// one of siteJoins, in any case: the link after it is the writer's site.
func callsOurSite(before string) bool {
	b := before
	if len(b) > maxOurSite {
		b = b[len(b)-maxOurSite:] // a cut rune ends up ahead of the words read
	}
	b = strings.TrimRight(b, " :–-")
	if i := strings.LastIndexByte(b, ' '); i >= 0 && slices.ContainsFunc(siteJoins, func(j string) bool { return strings.EqualFold(j, b[i+1:]) }) {
		b = strings.TrimRight(b[:i], " ")
	}
	for _, w := range ourSiteWords {
		// Compared in any case without a lowercased copy: most links
		// follow text, and this runs on every link off the site.
		if n := len(b) - len(w); n >= 0 && strings.EqualFold(b[n:], w) && !endsInLetter(b[:n]) {
			return true
		}
	}
	return false
}

// spokenAccount returns what the page says of account a when a block of
// the page speaks for another website (see noteSpeaker) and a's handle
// is that website's name, letter for letter, and not the site's: that
// holder's account, linked in its own notice (evidence [Credit], no
// strong sighting), though named like the site it was copied onto
// ("codeclub" on codeclubit.org). The site's own accounts, and any named
// otherwise, are untouched.
func (m *PageMatches) spokenAccount(a *pageAccount) *pageAccount {
	if len(m.speakers) == 0 {
		return a
	}
	h := handleOf(a.f.Account)
	if h == m.siteName || !slices.Contains(m.speakers, h) {
		return a
	}
	return asCredited(a)
}
