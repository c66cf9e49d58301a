// Package frontier ranks the links a focused crawl may follow and says
// when a site's crawl has seen enough.
//
// A company presents its own accounts in the chrome of its pages (header,
// navigation, footer) and on a few pages whose job is to say who it is
// and how to reach it: contact, about, team, press, imprint. It declares
// its feeds on the home page or on the index of its blog. Posts, products,
// tag and archive listings, further pages of a listing and the same page
// in another language rarely add an account of the company's own.
//
// [Rank] scores a link, as the page that holds it shows it, by a small
// table of typed [Signal]s, each with one weight (see weights): what the
// link's last path segment and its text say the page is, in the languages
// of the corpus, where the link sits, and how deep it is. A [Frontier]
// holds a site's candidates, best first, and one post the start page
// links as a sample of the post template ([PostTeaser], [Frontier.Sample]),
// and drops a posts index once the site has declared its feed
// ([Frontier.FeedKnown]) unless the site's feeds are per page
// ([PerPageFeeds], [Frontier.FeedsPerPage]); [LangHome] tells the home pages of the site's
// other languages, read for their feeds, and [ScriptHome] those a menu
// links in another script without declaring them;
// [Saturated] says when the pages left are unlikely to add anything,
// given what the pages fetched added.
//
// Everything here is pure: no I/O, no goroutines, no package-level
// mutable state.
package frontier
