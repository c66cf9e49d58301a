package constraints

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// StartURL parses the start URL of a site as a list of sites gives it:
// "https://" is added to a URL with no scheme, and only http and https
// URLs with a host are accepted.
func StartURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, errors.New("no url given")
	}
	if !strings.Contains(raw, "://") {
		raw = "https://" + strings.TrimPrefix(raw, "//")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("bad url %q: %w", raw, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("bad url %q: scheme %q is not http or https", raw, u.Scheme)
	}
	if u.Hostname() == "" {
		return nil, fmt.Errorf("bad url %q: no host", raw)
	}
	return u, nil
}
