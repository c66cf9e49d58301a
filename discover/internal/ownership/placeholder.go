package ownership

import "slices"

// placeholders are the accounts the services' own documentation puts in
// the embed code of a follow widget: LinkedIn's Follow Company button
// (data-id="1337", LinkedIn's own page), Facebook's page plugin
// (facebook.com/facebook) and Twitter's timelines and follow buttons
// (TwitterDev). Site builders paste the example and leave its value, so
// a widget of one of these shows the service, not the site.
var placeholders = map[string][]string{
	"linkedin": {"company/1337"},
	"facebook": {"facebook"},
	"twitter":  {"twitterdev"},
}

// isPlaceholder reports whether account is the example the
// documentation of service's follow widget gives. A site named like it,
// the service's own, keeps it: judgeName reads the name first.
func isPlaceholder(service, account string) bool {
	return slices.Contains(placeholders[service], account)
}
