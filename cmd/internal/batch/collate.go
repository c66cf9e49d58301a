package batch

import "github.com/discover-crawler/discover/discover"

// Remaining returns the sites, in order, that no result in done is for,
// matching by key and URL: the sites a resumed batch still has to crawl.
func Remaining(sites []discover.Site, done []discover.SiteResult) []discover.Site {
	have := make(map[SiteID]bool, len(done))
	for _, r := range done {
		have[SiteOf(r.Key, r.URL)] = true
	}
	var todo []discover.Site
	for _, s := range sites {
		if !have[SiteOf(s.Key, s.URL)] {
			todo = append(todo, s)
		}
	}
	return todo
}

// Collate returns the report a single [Run] over sites writes, built from
// results gathered in any order and from any number of runs: journals,
// resumed runs, shards. Sites come in the order of sites, each with the
// result for its key and URL; where several are given, the last one wins.
// Results for no site in sites are left out. missing lists the sites with
// no result, in order.
func Collate(sites []discover.Site, results ...[]discover.SiteResult) (rep *discover.Report, missing []discover.Site) {
	byID := map[SiteID]discover.SiteResult{}
	for _, list := range results {
		for _, r := range list {
			byID[SiteOf(r.Key, r.URL)] = r
		}
	}
	rep = &discover.Report{Sites: []discover.SiteResult{}}
	for _, s := range sites {
		r, ok := byID[SiteOf(s.Key, s.URL)]
		if !ok {
			missing = append(missing, s)
			continue
		}
		rep.Sites = append(rep.Sites, r)
	}
	return rep, missing
}
