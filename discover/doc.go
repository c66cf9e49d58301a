// Package discover finds the feeds and social accounts companies publish
// about themselves.
//
// Give [Run] the sites to crawl and [Options]; it crawls each site's own
// pages — the start page and pages on the same registrable domain, to a
// bounded depth — several sites at once, and returns a [Report]: for every
// site its RSS, Atom and JSON feeds and its accounts on Twitter/X,
// Facebook, LinkedIn, YouTube, Flickr, Instagram, GitHub and other
// services, as package collectors reads them.
//
// A site that cannot be crawled is recorded with its error and the others
// go on; Run itself fails only for invalid options or a cancelled context.
//
// A worked example, reading the command line's input format and writing
// its report format:
//
//	f, err := os.Open("input.yaml")
//	if err != nil {
//		return err
//	}
//	defer f.Close()
//	sites, err := discover.ReadSites(f, "input.yaml")
//	if err != nil {
//		return err // names the file and line
//	}
//	rep, err := discover.Run(ctx, sites, discover.Options{MaxDepth: 2})
//	if err != nil {
//		return err // ctx ended; rep holds the sites that finished
//	}
//	for _, s := range rep.Sites {
//		fmt.Println(s.Key, s.Status, len(s.Feeds), s.Accounts["twitter"])
//	}
//	return rep.WriteYAML(os.Stdout)
package discover
