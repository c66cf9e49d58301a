// Package slash learns, for each host of one site's crawl, whether its
// server writes a folder's path with a trailing slash: many servers
// (Apache's mod_dir, WordPress, static hosts) answer /about with a
// redirect to /about/. Once a host has answered a slash-less path so, its
// other slash-less, extension-less paths are written with the slash
// before they are queued, so that /about and /about/ are one page and no
// redirect is spent on them.
//
// A host shows the rule by one such redirect: a server adds the slash by
// its configuration, not page by page. Where the rewritten path is not
// found but the path as linked answers, the host does not keep the rule
// and its links are fetched as written from then on ([Rule.Drop]); where
// the path as linked is not found either, the link was dead, and the
// rewritten paths the host's later links are written to are taken as
// dead links when not found, without a second request ([Rule.Dead]).
// The misses of one level are all tried alike ([Rule.Trial]).
package slash
