package collectors

import "golang.org/x/net/html/atom"

// maxOpen bounds the open container elements the page reader tracks. An
// element opened deeper than that is counted, so that its end tag closes
// it and not a tracked element, but it starts no region: a link inside
// it reads the region of its nearest tracked ancestor, the maxOpen'th
// open container. Real pages nest a few dozen containers; a page nesting
// 100,000 is an attack, and it must cost no more than its length.
const maxOpen = 256

// numContainers is the number of container tags; see containerIndex.
const numContainers = 12

// containerIndex returns the index of a tag among the container tags,
// those the reader tracks as possible regions, or -1 for another tag.
func containerIndex(a atom.Atom) int {
	switch a {
	case atom.Header:
		return 0
	case atom.Nav:
		return 1
	case atom.Footer:
		return 2
	case atom.Aside:
		return 3
	case atom.Article:
		return 4
	case atom.Main:
		return 5
	case atom.Div:
		return 6
	case atom.Section:
		return 7
	case atom.Ul:
		return 8
	case atom.Ol:
		return 9
	case atom.Li:
		return 10
	case atom.Blockquote:
		return 11
	}
	return -1
}

// regionStack holds the open container elements, each with the state of
// the regions open up to and including it, so that every question the
// reader asks of the open elements is answered by the top entry: no
// token walks the stack. Each element is pushed and popped once, and
// the stack holds at most maxOpen of them.
type regionStack struct {
	open  []region           // the tracked open elements, outermost first
	count [numContainers]int // tracked open elements by tag
	deep  [numContainers]int // untracked (deeper than maxOpen) open elements by tag; only when open is full
	lists int                // the social lists opened so far (see Link.SocialList)
}

// top returns the innermost tracked element's region, or the zero region.
func (s *regionStack) top() region {
	if len(s.open) == 0 {
		return region{}
	}
	return s.open[len(s.open)-1]
}

// push opens an element: r holds its own section, social hint and item
// type, which push folds into those of the enclosing regions.
func (s *regionStack) push(r region) {
	i := containerIndex(r.tag)
	if len(s.open) == maxOpen {
		s.deep[i]++
		return
	}
	if r.tag == atom.Header || r.tag == atom.Footer || r.tag == atom.Main {
		s.unwrap(r.tag.String())
	}
	parent := s.top()
	r.own = r.section != ""
	if parent.people && (r.section == "" || r.tag == atom.Article && !r.hinted) {
		// A list or a card under a team's heading (see region.people): an
		// <article> there is a member's card, not the site's text.
		r.section, r.team = "people", true
	}
	if r.section == "" {
		r.section = parent.section
	}
	if r.section == "people" && parent.section == "people" {
		r.team = r.team || parent.team // a profile box on a team member's card is the member's
	}
	if r.itemtype == "" {
		r.itemtype = parent.itemtype
	}
	switch {
	case parent.social:
		r.social, r.list = true, parent.list
	case r.social:
		s.lists++
		r.list = s.lists // a list of social links starts here
	}
	r.group, r.li = parent.group, parent.li
	if r.lead == "" {
		r.lead = parent.lead
	}
	switch r.tag {
	case atom.Li:
		r.li = len(s.open) + 1
	case atom.Ul, atom.Ol:
		if parent.li > 0 {
			li := &s.open[parent.li-1]
			li.listed = true
			if li.head != "" {
				r.group = li.head // a list nested under a titled item: a menu group
			}
		}
	}
	s.count[i]++
	s.open = append(s.open, r)
}

// unwrap undoes the region a class hint gave an open element, when a
// sectioning element of another region (landmark: "header", "footer" or
// "main") opens inside it: that element wraps the page, not a part of
// it. A theme's `<div class="page-wrapper fixNav-enabled">` reads as a
// nav by its class, yet holds the page's <header> and all its content.
// The elements opened inside it since take their region anew from their
// own tag or hint, or from the element around them.
func (s *regionStack) unwrap(landmark string) {
	k := -1
	for i, e := range s.open {
		if e.hinted && isChrome(e.section) && e.section != landmark {
			k = i
			break
		}
	}
	if k < 0 {
		return
	}
	for j := k; j < len(s.open); j++ {
		e := &s.open[j]
		if j == k {
			e.own, e.hinted = false, false
		}
		if !e.own {
			e.section = ""
			if j > 0 {
				e.section = s.open[j-1].section
			}
		}
	}
}

// markPeople records whether the heading just read in the innermost
// open element names a team (see region.people).
func (s *regionStack) markPeople(on bool) {
	if len(s.open) > 0 {
		s.open[len(s.open)-1].people = on
	}
}

// titleItem records text, a link's, as the title of the innermost open
// list item when it is the item's first link and no list has opened in
// it yet (see Link.Group).
func (s *regionStack) titleItem(text string) {
	if t := s.top(); t.li > 0 && text != "" {
		if li := &s.open[t.li-1]; li.head == "" && !li.listed {
			li.head = text
		}
	}
}

// pop closes the innermost open element whose tag is a, and every element
// opened inside it, as the reader's end tag does. It reports whether the
// section changed; an end tag with no open element of its tag is ignored.
func (s *regionStack) pop(a atom.Atom) (changed bool) {
	i := containerIndex(a)
	switch {
	case i < 0:
		return false
	case s.deep[i] > 0:
		// The innermost element of its tag is an untracked one: close it,
		// and keep the untracked elements of other tags open, since which
		// of them it encloses was not recorded. None starts a region.
		s.deep[i]--
		return false
	case s.count[i] == 0:
		return false
	}
	s.deep = [numContainers]int{} // all opened inside the tracked ones being closed
	was := s.top().section
	for {
		r := s.open[len(s.open)-1]
		s.open = s.open[:len(s.open)-1]
		s.count[containerIndex(r.tag)]--
		if r.tag == a {
			break
		}
	}
	return s.top().section != was
}
