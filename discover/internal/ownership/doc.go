// Package ownership tells a site's own social accounts from the accounts
// it merely mentions. Each link a collector matches is a sighting with
// evidence (structured data, rel=me, a follow widget, a site-wide block,
// "Follow us" text, a handle resembling the company's name, ...); the
// evidence of every sighting of an account combines as a noisy-or of
// per-evidence weights into a confidence, lowered when every sighting
// says the account is someone else's. README.md documents each kind of
// evidence.
//
// [PageMatches] reads one page as its links are read; a [Book] gathers a
// site's pages and [Book.Split] scores them, each kind of [Evidence]
// weighed as one table says.
package ownership
