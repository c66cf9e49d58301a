// Package feed reads a fetched feed candidate: [Read] applies the fix-ups
// real feeds need (UTF-16, junk before the root element, a charset only
// the Content-Type header names), parses it as RSS, Atom or JSON Feed,
// and describes it for the report, or says in a report's words why the
// document is not a feed. It is the only package that imports gofeed.
package feed
