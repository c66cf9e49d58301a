package collectors

import (
	"net/url"
	"strings"
)

// slipped reports whether raw, a reference with a scheme, is an http or
// https URL written with one slash or none after the scheme:
// "https:/instagram.com/acme", "http:www.facebook.com/acme". Site
// builders write them when a field that wants a full URL gets a
// mistyped one. A browser reads one whose scheme is the page's as a path
// on the page's own site, and the link is broken; but the site meant
// the host after the slash, and discover reads that host for a service
// it knows (see readHref). The crawl follows the link as the browser
// does (see resolveSlipped).
func slipped(raw string) bool {
	scheme, rest, ok := strings.Cut(raw, ":")
	if !ok || !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") {
		return false
	}
	rest = strings.TrimPrefix(rest, "/")
	return rest != "" && !strings.HasPrefix(rest, "/") && authority(rest) != ""
}

// slippedURL returns the URL a slipped reference meant: its scheme, "//"
// and the rest, "https:/instagram.com/acme" giving
// "https://instagram.com/acme".
func slippedURL(raw string) string {
	scheme, rest, _ := strings.Cut(raw, ":")
	return strings.ToLower(scheme) + "://" + strings.TrimPrefix(rest, "/")
}

// resolveSlipped returns where a browser goes for the slipped reference
// u, parsed from raw, on a page at base: with the page's own scheme, to
// the path on the page's site ("https:/instagram.com/acme" on an https
// page is /instagram.com/acme there); with the other, to the host it
// names, as the URL standard reads an http or https URL whose scheme
// differs from the base's.
func resolveSlipped(base, u *url.URL, raw string) (*url.URL, error) {
	if base == nil || !strings.EqualFold(base.Scheme, u.Scheme) {
		return url.Parse(slippedURL(raw))
	}
	_, rest, _ := strings.Cut(raw, ":")
	ref, err := url.Parse(rest)
	if err != nil {
		return nil, err
	}
	return base.ResolveReference(ref), nil
}
