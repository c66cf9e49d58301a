package discover

import (
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/discover/internal/frontier"
)

// maxScriptLinks bounds the links of one script a start page's tally
// keeps as possible homes of another language.
const maxScriptLinks = frontier.MaxLangHomes

// scriptTally counts a start page's chrome links by the script of their
// text (frontier.TextScript) and keeps the first few of each script, so
// that once the page is read the links written in another script than
// most of its menu's can be told (see scriptHomes).
type scriptTally struct {
	count map[string]int
	links map[string][]frontier.Candidate
}

// add counts c, a link of the page, when it sits in the page's header,
// navigation or footer.
func (s *scriptTally) add(c frontier.Candidate) {
	if !c.InChrome() {
		return
	}
	sc := frontier.TextScript(c.Text)
	if sc == "" {
		return
	}
	if s.count == nil {
		s.count, s.links = map[string]int{}, map[string][]frontier.Candidate{}
	}
	s.count[sc]++
	if len(s.links[sc]) < maxScriptLinks {
		s.links[sc] = append(s.links[sc], c)
	}
}

// scriptHomes returns the start page's chrome links that lead to the
// home page of another language it does not declare as an alternate
// (frontier.ScriptHome): written in another script than most of the
// chrome's links, whose script is the page's. A tie names no script.
func (pl *pageLinks) scriptHomes() []*url.URL {
	main, best, tie := "", 0, false
	for sc, n := range pl.scripts.count {
		switch {
		case n > best:
			main, best, tie = sc, n, false
		case n == best:
			tie = true
		}
	}
	if tie {
		return nil
	}
	var out []*url.URL
	for sc, list := range pl.scripts.links {
		if sc == main {
			continue
		}
		for _, c := range list {
			if frontier.ScriptHome(pl.page, c, main) {
				out = append(out, c.URL)
			}
		}
	}
	slices.SortFunc(out, func(a, b *url.URL) int { return strings.Compare(a.String(), b.String()) })
	return out
}
