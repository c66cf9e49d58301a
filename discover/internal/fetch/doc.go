// Package fetch fetches a site's pages and feed candidates. It is the
// only package that imports colly: each site gets a fresh synchronous
// collector, built from the site's context, whose responses are read only
// when they are HTML, converted to UTF-8 and parsed into a
// collectors.Page, with bot walls told apart from pages.
package fetch
