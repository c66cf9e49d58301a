package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// A directory entry is a page of a site that presents another business
// or organisation: a shop of a shopping centre, a member of an
// association, an exhibitor, a partner's profile. Its title names the
// entry, then the site ("Etos - Winkelcentrum Schothorst"), a heading
// over the entry's social list repeats the entry's name, and the
// accounts listed there are the entry's, not the site's.

// titleSeparators part a page's title into the page's subject and the
// site's name: "Etos - Acme Mall", "About | Acme".
var titleSeparators = []string{" - ", " – ", " — ", " | ", " · ", " :: ", " » ", " / "}

// titleParts splits a page's title at its separators, each part trimmed
// and not empty.
func titleParts(title string) []string {
	parts := []string{title}
	for _, sep := range titleSeparators {
		var next []string
		for _, p := range parts {
			next = append(next, strings.Split(p, sep)...)
		}
		parts = next
	}
	out := parts[:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// entrySubject returns, for a link under a heading that repeats one part
// of the page's title, that part squashed (the page's subject: "etos")
// and the rest of the title squashed (the site's name, as the page gives
// it: "acmemall"); ok is false for a link under no such heading. The
// outline's root is the page's title (see [collectors.Heading]).
func entrySubject(l *collectors.Link) (subject, rest string, ok bool) {
	if len(l.Headings) < 2 {
		return "", "", false
	}
	parts := titleParts(l.Headings[0].Text)
	if len(parts) < 2 {
		return "", "", false
	}
	for _, h := range l.Headings[1:] {
		sh := squash(h.Text)
		if len(sh) < 3 {
			continue
		}
		for i, p := range parts {
			if squash(p) != sh {
				continue
			}
			others := append(append([]string{}, parts[:i]...), parts[i+1:]...)
			return sh, squash(strings.Join(others, " ")), true
		}
	}
	return "", "", false
}

// noteEntry records what one sighting, by link l with evidence ev, says
// of the account being a directory entry's: shown, on a page that may
// be an entry (see PageMatches.entryPage), in a visible link outside
// the site's chrome, under a heading naming the page's subject. Any
// other sighting, on this page or another, rules the account out.
func (a *pageAccount) noteEntry(l *collectors.Link, ev evidenceSet, entryPage bool) {
	if a.notEntry {
		return
	}
	link := l.Tag == "a" || l.Tag == "area"
	if !entryPage || !link || l.InChrome() || isWeak(ev) || ev.any(setOf(SiteWideBlock, StructuredData, RelMe)) {
		a.notEntry = true
		return
	}
	subject, rest, ok := entrySubject(l)
	if !ok || a.entry != "" && (a.entry != subject || a.entryRest != rest) {
		a.notEntry = true
		return
	}
	a.entry, a.entryRest = subject, rest
}

// entryPage reports whether the page may be a directory entry: not the
// start page, which presents the site, nor its contact or about page,
// which list its own channels and its owner's.
func (m *PageMatches) entryPage() bool { return m.depth > 0 && !m.contact && !m.about }

// entryOf returns the subject of the directory entry an account is
// listed on, and the site's name as that page's title gives it, or ok
// false when some sighting of it was not on an entry (see noteEntry).
func (a *accountFind) entryOf() (subject, rest string, ok bool) {
	return a.entry, a.entryRest, a.entry != "" && !a.notEntry
}

// addEntry merges what one page said of the account being an entry's.
func (a *accountFind) addEntry(pa *pageAccount) {
	switch {
	case a.notEntry:
	case pa.notEntry || pa.entry == "",
		a.entry != "" && (a.entry != pa.entry || a.entryRest != pa.entryRest):
		a.notEntry = true
	default:
		a.entry, a.entryRest = pa.entry, pa.entryRest
	}
}

// otherEntry reports whether the page the account is listed on presents
// someone else than the site: its subject named neither like the site
// nor like the people the site is, the rest of its title named like the
// site. The site is not one person's (whose pages present its owner).
func (site *siteNames) otherEntry(subject, rest string) bool {
	return !site.onePerson && site.company.resembledBy(rest) &&
		!site.company.resembledBy(subject) && !site.people.resembledBy(subject)
}

// minEntries is how many entries of a site, each listing an account
// named like its subject, make the site a directory: then an account an
// entry lists is the entry's though not named like it ("gallnl" on Gall
// & Gall's page).
const minEntries = 2

// directoryEntry reports whether account a, named h, is the subject's of
// a directory entry it is listed on: named like the entry's subject, or
// listed on a site that is a directory (see minEntries); never one
// named like the site, which judgeName has told apart before.
func (site *siteNames) directoryEntry(a *accountFind, h string) bool {
	subject, rest, ok := a.entryOf()
	if !ok || !site.otherEntry(subject, rest) {
		return false
	}
	return (nameSet{subject}).resembledBy(h) || len(site.entries) >= minEntries
}

// countEntries records in site the subjects of the entries that list an
// account named like their subject, of the site's accounts.
func (site *siteNames) countEntries(accounts map[[2]string]*accountFind) {
	site.entries = map[string]bool{}
	for k, a := range accounts {
		subject, rest, ok := a.entryOf()
		if !ok || !site.otherEntry(subject, rest) {
			continue
		}
		if h := handleOf(k[1]); h != "" && (nameSet{subject}).resembledBy(h) && !site.company.resembledBy(h) {
			site.entries[subject] = true
		}
	}
}
