// Package fetch fetches a site's pages and feed candidates. It is the
// only package that imports colly. Each site gets a [Fetcher] whose
// synchronous collector each page request clones with the request's
// context. A page's body is read only when it is HTML, cut at MaxBody and
// converted to UTF-8; the caller reads its links and then asks
// [Response.Check] whether it is a page or a bot wall.
package fetch
