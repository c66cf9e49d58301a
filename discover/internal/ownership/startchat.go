package ownership

import "github.com/discover-crawler/discover/collectors"

// A click-to-chat number in the content of the start page ("WhatsApp",
// "Cotiza ahora", a WhatsApp button in the hero) is the site's channel,
// as on its contact page: a business's home page invites its visitors
// to write to it, not to someone else. A page that links more numbers of
// a service than a site's own channels (maxContactListed) is a
// directory, a listing of sellers or agents: none of them gets it.

// startChat reports whether a sighting of f's account by link l, on a
// page at depth, is a click-to-chat number in the start page's content.
// Outside the content a number is a channel already (see sighting).
func startChat(f collectors.Finding, l *collectors.Link, depth int) bool {
	return f.Kind == "phone" && depth == 0 && (l.Section == "main" || l.Section == "article")
}

// noteChat records that the start page's content links f's number.
func (m *PageMatches) noteChat(f collectors.Finding) {
	if m.chats[f.Service] == nil {
		m.chats[f.Service] = map[string]bool{}
	}
	m.chats[f.Service][f.Account] = true
}

// crowdedChat reports whether account a of service is a channel only as
// one of the start page's numbers, and the page links more numbers of
// its service than a site's own channels.
func (m *PageMatches) crowdedChat(service string, a *pageAccount) bool {
	return a.chat && !a.channel && len(m.chats[service]) > maxContactListed
}
