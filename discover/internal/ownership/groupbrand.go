package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/text"
)

// groupBrandConfidence is the confidence of an account a group lists as
// one of its brands' (see [GroupBrand]): own at the default threshold,
// below the accounts the site shows as its own name's, so that a report
// filtered at 0.6 leaves the brands out.
const groupBrandConfidence = 0.55

// groupWords say that a page, or a card on it, lists the group's own
// brands or companies: "Our brands", "Find us online", "unsere Marken".
// Not "our projects" or "our websites": an agency's portfolio, its
// clients' work, says so.
var groupWords = []string{"our brands", "our companies", "our businesses", "our family of", "family of brands",
	"family of companies", "group of companies", "our group", "our ventures", "our labels", "find us online",
	"find us", "unsere marken", "unsere unternehmen",
	"unsere firmen", "nos marques", "nos sociétés", "nos entreprises", "nos enseignes", "i nostri marchi",
	"i nostri brand", "le nostre aziende", "nuestras marcas", "nuestras empresas", "onze merken",
	"nossas marcas", "nossas empresas", "våra varumärken", "våre merkevarer"}

// groupNouns name a group in "part of the Acme group", "a member of the
// Acme family".
var groupNouns = []string{"group", "family", "gruppe", "groupe", "gruppo", "grupo", "groep"}

// otherWords say that a card, or the heading over it, is of someone
// else: a client, a partner, a sponsor, a member organisation, a cause
// the site supports, a person ("one of our directors"), a review.
var otherWords = []string{"client", "customer", "partner", "sponsor", "trusted by", "as seen", "featured",
	"in the press", "in the news", "review", "testimonial", "stockist", "retailer", "distributor", "supplier",
	"members", "member organi", "friends", "affiliat", "we support", "we are proud to support", "we work with", "worked with",
	"charity", "charities",
	"director", "founder", "ceo", "chairman", "chairwoman", "president", "manager", "employee", "our staff",
	"our team", "team member", "head of", "owner",
	"kunden", "mitglied", "förder", "unterstütz", "geschäftsführer", "gründer", "partenaire", "membre",
	"soutenons", "fondat", "directeur", "directrice", "clienti", "soci ", "sosteniamo", "direttore",
	"clientes", "socios", "patrocin", "miembro", "apoyamos", "fundador", "klanten", "leden"}

// partOfGroup reports whether s says something is part, or a member, of
// a group: "part of the Acme group", "a member of the Acme family".
func partOfGroup(s string) bool {
	return (strings.Contains(s, "part of") || strings.Contains(s, "member of")) && containsAny(s, groupNouns)
}

// brandCard is what a page's links under one card heading say: that the
// card links the brand's own site, that its text or a heading over it
// says the brands are the group's, or that it says they are someone
// else's.
type brandCard struct {
	name               string // the card's heading, as written
	site, group, other bool
}

// cardHeading returns the heading of the card a link in the content sits
// under and the headings over that card, or ok false for a link in the
// site's chrome, in someone else's region (a logo wall, a person's card,
// a quote) or under no heading.
func cardHeading(l *collectors.Link) (card collectors.Heading, over []collectors.Heading, ok bool) {
	if l.Tag != "a" && l.Tag != "area" || len(l.Headings) == 0 {
		return card, nil, false
	}
	switch l.Section {
	case "", "main", "article":
	default:
		return card, nil, false
	}
	n := len(l.Headings)
	return l.Headings[n-1], l.Headings[:n-1], true
}

// noteBrandAccount reads a sighting, by link l, of f's account, neither
// someone else's nor the owner of a linked item: on a card headed by a
// brand's name, an account named like the brand, or opaque, is the
// brand's (see brandOf).
func (m *PageMatches) noteBrandAccount(l *collectors.Link, f collectors.Finding) {
	if key := m.noteBrandCard(l, &f); key != "" {
		if a := m.accounts[[2]string{f.Service, f.Account}]; a != nil && a.brand == "" {
			a.brand = key
		}
	}
}

// noteBrandCard reads one link under a card heading: an account f named
// like the card's brand, or opaque, or with f nil a link off the site to
// a host named like the brand, the brand's own site. For either, it
// notes what the card's text and the headings over it say, and returns
// the brand's squashed name; otherwise "".
func (m *PageMatches) noteBrandCard(l *collectors.Link, f *collectors.Finding) string {
	card, over, ok := cardHeading(l)
	if !ok || f == nil && (l.URL == nil || m.site == "" || strings.EqualFold(l.URL.Hostname(), m.host)) {
		return "" // most links are the site's own pages, no brand's site
	}
	if card.Text != m.cardText { // a card's links share its heading
		m.cardText, m.cardBrand = card.Text, nil
		m.cardBrand.add(card.Text)
	}
	brand := m.cardBrand
	if len(brand) == 0 {
		return ""
	}
	if f != nil {
		if h := handleOf(f.Account); h != "" && !brand.resembledBy(h) || f.Kind == "person" {
			return ""
		}
	} else {
		d := constraints.RegistrableDomain(l.URL.Hostname())
		label, _, _ := strings.Cut(d, ".")
		if d == m.site || !brand.resembledBy(squash(label)) {
			return ""
		}
	}
	c := m.brands[brand[0]]
	if c == nil {
		c = &brandCard{name: text.Clip(card.Text, maxLinkText)}
		m.brands[brand[0]] = c
	}
	c.site = c.site || f == nil
	readCard(c, card, over)
	return brand[0]
}

// readCard notes in c what a card's heading and its text say, then the
// headings before it at its level ("Our brands" over a run of brands'
// headings), then each heading over it with its text and the headings
// before it, from the nearest out: the first that speaks decides whether
// the card is someone else's or the group's.
func readCard(c *brandCard, card collectors.Heading, over []collectors.Heading) {
	own := strings.ToLower(card.Text + " " + card.Lead)
	switch {
	case partOfGroup(own):
		c.group = true
		return
	case containsAny(own, otherWords):
		c.other = true
		return
	case containsAny(own, groupWords):
		c.group = true
		return
	}
	if says(c, card.Before) {
		return
	}
	for i := len(over) - 1; i >= 0; i-- {
		if says(c, []string{over[i].Text + " " + over[i].Lead}) || says(c, over[i].Before) {
			return
		}
	}
}

// says notes in c what the first of texts, from the last, that says
// whose the cards are says, and reports whether one did.
func says(c *brandCard, texts []string) bool {
	for i := len(texts) - 1; i >= 0; i-- {
		s := strings.ToLower(texts[i])
		switch {
		case partOfGroup(s), containsAny(s, groupWords):
			c.group = true
			return true
		case containsAny(s, otherWords):
			c.other = true
			return true
		}
	}
	return false
}

// brandOf returns the name of the brand whose account a page's account
// a is, as its card's heading gives it, and reports whether it is one of
// a group's brands on the page: listed on a card headed by the brand's
// name, that links the brand's own site, where the page says the brands
// are the group's ("Our brands", "Find us online") and nothing says the
// card is someone else's (a client, a partner, a director).
func (m *PageMatches) brandOf(a *pageAccount) (brand string, ok bool) {
	if a.brand == "" {
		return "", false
	}
	c := m.brands[a.brand]
	if c == nil || !c.site || !c.group || c.other {
		return "", false
	}
	return c.name, true
}

// groupBrand scores s, an account a page listed as a group's brand's,
// and reports whether it is the brand's: at groupBrandConfidence,
// neither a person's profile nor outranked. An account named like the
// site, or that the site declares its own (structured data, rel=me), is
// the site's, to be scored as any other.
func groupBrand(s *scored) bool {
	if s.resembles || s.ev.any(setOf(StructuredData, RelMe)) {
		s.ev &^= 1 << GroupBrand
		return false
	}
	s.confidence = groupBrandConfidence
	return true
}
