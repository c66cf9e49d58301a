package collectors

import "strings"

// nestedURL returns the absolute http or https URL a relative reference
// holds in place of a path, or "" for none. Broken copies and
// hand-edited pages write the account's address where a browser reads a
// path on the site: a site copier that prefixed every off-site link with
// "/" ("/https://www.instagram.com/acme/"), or Markdown pasted into an
// href ("[instagram.com](https://www.instagram.com/acme)"). The link is
// broken as a browser follows it, but the site meant the account it
// names, and discover reads that for a service it knows (see readHref);
// the crawl follows the link as the browser does.
func nestedURL(raw string) string {
	if strings.HasPrefix(raw, "[") {
		_, rest, ok := strings.Cut(raw, "](")
		if !ok || !strings.HasSuffix(rest, ")") {
			return ""
		}
		raw = strings.TrimSpace(strings.TrimSuffix(rest, ")"))
		if absoluteHTTP(raw) {
			return raw
		}
		return ""
	}
	rest := raw
	for {
		switch {
		case strings.HasPrefix(rest, "../"):
			rest = rest[3:]
			continue
		case strings.HasPrefix(rest, "./"):
			rest = rest[2:]
			continue
		}
		break
	}
	if rest == raw && !strings.HasPrefix(raw, "/") {
		return "" // a relative path that starts with a name is a page's
	}
	rest = strings.TrimPrefix(rest, "/")
	switch {
	case absoluteHTTP(rest):
		return rest
	case slipped(rest):
		return slippedURL(rest)
	}
	return ""
}

// absoluteHTTP reports whether s starts with "http://" or "https://", in
// any case.
func absoluteHTTP(s string) bool {
	scheme, rest, ok := strings.Cut(s, "://")
	return ok && rest != "" && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}
