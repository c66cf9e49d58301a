package discover

// Site is one company to crawl.
type Site struct {
	// Key names the site in the report. ReadSites sets it to the URL's
	// registrable domain when the input gives none.
	Key string `yaml:"key" json:"key"`
	// URL is the start page. A URL without a scheme gets "https://", and
	// "http://" when https cannot connect or its TLS handshake fails.
	URL string `yaml:"url" json:"url"`
	// Depth, when set, overrides [Options.MaxDepth] for this site.
	Depth *int `yaml:"depth,omitempty" json:"depth,omitempty"`
	// Columns are the other columns of the site's row when the input is
	// CSV, in the input's order; the report carries them unchanged, so
	// that results can be joined back to the input.
	Columns Columns `yaml:"columns,omitempty" json:"columns,omitempty"`
	// SameAs is the line of an earlier site of the input with the same
	// start page and depth, 0 for none: such a site is not crawled again,
	// and its report says where the results are. ReadSites sets it; it
	// travels in JSON, so that a queue's worker does not crawl it either.
	SameAs int `yaml:"-" json:"same_as,omitempty"`
	// Line is the site's line in the input file, 0 when it came from code.
	Line int `yaml:"-" json:"-"`
}

// SiteError is the error of a site that could not be crawled.
type SiteError struct {
	Site string // the site's key
	Err  error
}

func (e *SiteError) Error() string { return e.Site + ": " + e.Err.Error() }

// Unwrap returns the underlying error.
func (e *SiteError) Unwrap() error { return e.Err }
