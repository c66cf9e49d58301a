package ownership

import (
	"math/bits"
	"slices"
)

// Evidence is one kind of evidence a sighting of an account, or the
// whole site, gives about whose the account is. Its String is the name
// reports and README.md use.
type Evidence uint8

// The kinds of evidence, in the order of [Kinds]. README.md documents
// each; evidenceKinds gives each its name and weight.
const (
	StructuredData Evidence = iota // JSON-LD or microdata sameAs of the organization
	RelMe                          // <a rel="me">, <link rel="me">
	FollowWidget                   // a follow button, timeline or page plugin
	SiteWideBlock                  // in the header, nav, footer or sidebar
	SocialList                     // in a list of social links
	FollowText                     // "Follow us on…", "Find us on…"
	ResemblesName                  // the handle resembles the site's domain or name
	ContactChannel                 // a click-to-chat number: sites link their own
	Publisher                      // <meta property="article:publisher">
	TwitterSite                    // <meta name="twitter:site">: platforms set their own
	Repeated                       // linked from most of the site's pages
	IconLabel                      // labelled only with the service's name or an icon
	TwitterCreator                 // <meta name="twitter:creator">
	OwnerOfLink                    // owns a linked item (a repository): counts only if the name resembles and the link shows it as the account
	StartPage                      // on the start page, outside any marked region
	OnlyOne                        // the site's only linked account on that service
	Body                           // in an article or the page's main content

	// Sightings that say the account is someone else's: alone they make
	// it a mention (see weakOnly).
	Embed       // a quoted post
	Person      // a person's card or profile, an author
	Logos       // a partner, customer or sponsor wall
	Credit      // "Site by…", "Photography by…"
	Platform    // the software the site runs on
	NamesOther  // the link's label names another organization
	Roster      // one of many accounts of a service a page shows alike: member cards
	Placeholder // a follow widget left at its service's documented example, or a template's "yourpage"
	// DirectoryEntry: listed on a page presenting another business, a
	// shop of a mall or a member of an association (see directoryEntry)
	DirectoryEntry

	// Penalties, applied after combining (see penalty).
	Personal  // a person's profile
	Outranked // another account on the service resembles the company
	// OtherOrganization: claimed only by structured data that speaks for
	// another organisation, beside the site's own linked accounts (see
	// claimedForOther)
	OtherOrganization

	// OwnerPerson marks the site's owner's own account on a one-person
	// site: it spares the account the penalties and adds no weight.
	OwnerPerson

	// GroupBrand marks an account a group lists as one of its brands'
	// (see brandOf): own, at groupBrandConfidence, below the site's own
	// name's accounts. It adds no weight.
	GroupBrand

	// SubUnit marks an account a sub-unit's page (a project, a chapter,
	// an edition) invites to in its follow list, named like that page
	// (see followLead): the site presents it as its own part's. It
	// spares the account the outranking and the personal penalty, and
	// adds no weight.
	SubUnit

	// Rendered marks an account a page shows only once a browser ran its
	// scripts (see [Book.AddRendered]): it tells where, not whose, and
	// adds no weight.
	Rendered

	// BesideOwn marks an account a page lists in one list of social
	// links with an account the site owns on its own evidence (see
	// besideOwn): the site presents both alike, a sub-unit's page its
	// own beside the site's. It spares the account the outranking, the
	// personal penalty and a directory entry's reading.
	BesideOwn

	// Forward: an address of the site, named for the account's service,
	// that only sends its reader on to the account (a redirect out of
	// the site, a prompt <meta http-equiv="refresh">; see forwardNamed):
	// the site runs an address of its own for it.
	Forward

	// SameHandle marks an account the page heads name as their author
	// (twitter:creator) or the site's (twitter:site) under the very
	// handle of an account of another service the site owns on its own
	// evidence (see Book.sameHandle): the site's own name on that
	// service too.
	SameHandle

	numEvidence // the number of kinds
)

// evidenceKinds is the one table of the kinds of evidence: each one's
// name and the probability it alone gives that the site's owner runs the
// account. Independent evidence combines as a noisy-or (see combine).
// README.md's table and the fit of TestRealPagesFit read it through
// [Kinds], [Evidence.String] and [Evidence.Weight].
var evidenceKinds = [numEvidence]struct {
	name   string
	weight float64
}{
	StructuredData:    {"structured-data", 0.9},
	RelMe:             {"rel-me", 0.9},
	FollowWidget:      {"follow-widget", 0.75},
	SiteWideBlock:     {"site-wide-block", 0.6},
	SocialList:        {"social-list", 0.6},
	FollowText:        {"follow-text", 0.5},
	ResemblesName:     {"resembles-name", 0.5},
	ContactChannel:    {"contact-channel", 0.5},
	Publisher:         {"publisher", 0.45},
	TwitterSite:       {"twitter-site", 0.45},
	Repeated:          {"repeated", 0.4},
	IconLabel:         {"icon-label", 0.3},
	TwitterCreator:    {"twitter-creator", 0.3},
	OwnerOfLink:       {"owner-of-link", 0.3},
	StartPage:         {"start-page", 0.2},
	OnlyOne:           {"only-one", 0.2},
	Body:              {"body", 0.15},
	Embed:             {"embed", 0},
	Person:            {"person", 0},
	Logos:             {"logos", 0},
	Credit:            {"credit", 0},
	Platform:          {"platform", 0},
	NamesOther:        {"names-other", 0},
	Roster:            {"roster", 0},
	Placeholder:       {"placeholder", 0},
	DirectoryEntry:    {"directory-entry", 0},
	Personal:          {"personal", 0},
	Outranked:         {"outranked", 0},
	OtherOrganization: {"other-organization", 0},
	OwnerPerson:       {"owner-person", 0},
	GroupBrand:        {"group-brand", 0},
	SubUnit:           {"sub-unit", 0},
	Rendered:          {"rendered", 0},
	BesideOwn:         {"beside-own", 0.5},
	Forward:           {"forward", 0.9},
	SameHandle:        {"same-handle", 0.5},
}

// String returns the name of e, as reports give it.
func (e Evidence) String() string {
	if e >= numEvidence {
		return "unknown"
	}
	return evidenceKinds[e].name
}

// Weight returns the probability evidence e alone gives that the site's
// owner runs the account: 0 for the evidence that the account is someone
// else's, for the penalties and for owner-person.
func (e Evidence) Weight() float64 {
	if e >= numEvidence {
		return 0
	}
	return evidenceKinds[e].weight
}

// Kinds returns every kind of evidence, in the order of the constants.
func Kinds() []Evidence {
	out := make([]Evidence, numEvidence)
	for i := range out {
		out[i] = Evidence(i)
	}
	return out
}

// weakEvidence are the sightings that say the account is someone else's:
// a quoted post, a person's card or profile, a logo wall, a credit ("Site
// by…"), the platform the site runs on, a label naming another, one of
// a roster of cards, a widget's documented example.
const weakEvidence = 1<<Embed | 1<<Person | 1<<Logos | 1<<Credit | 1<<Platform | 1<<NamesOther | 1<<Roster | 1<<Placeholder |
	1<<DirectoryEntry

// evidenceSet is a set of kinds of evidence.
type evidenceSet uint64

// setOf returns the set of the kinds es.
func setOf(es ...Evidence) evidenceSet {
	var s evidenceSet
	for _, e := range es {
		s = s.with(e)
	}
	return s
}

// with returns s with e added.
func (s evidenceSet) with(e Evidence) evidenceSet { return s | 1<<e }

// has reports whether s holds e.
func (s evidenceSet) has(e Evidence) bool { return s&(1<<e) != 0 }

// any reports whether s holds any kind of t.
func (s evidenceSet) any(t evidenceSet) bool { return s&t != 0 }

// each returns the kinds of s, in the order of the constants.
func (s evidenceSet) each() []Evidence {
	out := make([]Evidence, 0, bits.OnesCount64(uint64(s)))
	for e := range numEvidence {
		if s.has(e) {
			out = append(out, e)
		}
	}
	return out
}

// names returns the names of the kinds of s, sorted, as the report gives
// them.
func (s evidenceSet) names() []string {
	out := make([]string, 0, bits.OnesCount64(uint64(s)))
	for _, e := range s.each() {
		out = append(out, e.String())
	}
	slices.Sort(out)
	return out
}
