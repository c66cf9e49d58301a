package discover

import "github.com/discover-crawler/discover/discover/internal/frontier"

// Bounds of a page's menuGroups: the groups it keeps, and the items of
// each.
const (
	maxMenuGroups = 64
	maxMenuItems  = 32
)

// menuGroups keeps the texts of the items of a page's menu groups, by the
// group's title (collectors.Link.Group), as the page is read: a group's
// title link comes before its items, so the items it titles are known
// only once the page is read (see titled).
type menuGroups map[string][]string

// add records c, a link of the page, when it is an item of a menu group
// in the page's header, navigation or footer.
func (m *menuGroups) add(c frontier.Candidate) {
	if c.Group == "" || c.Text == "" || !c.InChrome() {
		return
	}
	if *m == nil {
		*m = menuGroups{}
	}
	items, ok := (*m)[c.Group]
	if !ok && len(*m) >= maxMenuGroups || len(items) >= maxMenuItems {
		return
	}
	(*m)[c.Group] = append(items, c.Text)
}

// titled returns c with the items of the menu group it titles (its text
// is the group's title) when it sits in the chrome (frontier.Candidate.Items).
func (m menuGroups) titled(c frontier.Candidate) frontier.Candidate {
	if c.InChrome() && c.Text != "" {
		c.Items = m[c.Text]
	}
	return c
}
