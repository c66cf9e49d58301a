package collectors

import "strings"

// formAction reads a <form> with attributes at, in section sec. A form
// sent by GET to another site is a button that opens that address, as
// "Subscribe" buttons to a channel are written ("<form
// action=https://www.youtube.com/name method=get><button>"): its action
// is a link. A form posted (a newsletter sign-up, a login) sends data
// rather than leading anywhere, and one that stays on the site (its
// search) is no link to another's account.
func (r *pageReader) formAction(at *attrs, sec string) {
	action := strings.TrimSpace(at.action)
	if action == "" || !isGet(at.method) || !absoluteRef(action) || staysOnHost(action, r.p.Base, r.p.URL) {
		return
	}
	r.emit(Link{Raw: action, Tag: "form", Section: sec, Class: at.class, Before: r.beforeText(),
		Social: r.regions.top().social || r.classes.info(*at).social})
}

// isGet reports whether a form's method attribute m sends it by GET,
// the default.
func isGet(m string) bool {
	m = strings.TrimSpace(m)
	return m == "" || strings.EqualFold(m, "get")
}

// absoluteRef reports whether ref names a host of its own: "http://…",
// "https://…" or "//…".
func absoluteRef(ref string) bool {
	l := strings.ToLower(ref)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "//")
}
