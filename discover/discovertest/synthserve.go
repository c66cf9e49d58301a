package discovertest

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// tail writes what follows the padding: the end of the main content, the
// sidebar and the footer.
func (w *pageWriter) tail() {
	st, p := w.st, w.p
	switch p.kind {
	case kindPost:
		u := url.QueryEscape(w.s.origin(p.host) + p.path)
		w.str("</div>\n<div class=\"share-buttons\"><span>Share:</span> <a href=\"https://twitter.com/intent/tweet?url=", u,
			"\">X</a> <a href=\"https://www.facebook.com/sharer/sharer.php?u=", u, "\">Facebook</a> <a href=\"https://www.linkedin.com/sharing/share-offsite/?url=", u,
			"\">LinkedIn</a> <a href=\"https://pinterest.com/pin/create/button/?url=", u, "\">Pin</a> <a href=\"https://wa.me/?text=", u,
			"\">WhatsApp</a> <a href=\"https://t.me/share/url?url=", u, "\">Telegram</a> <a href=\"https://www.reddit.com/submit?url=", u,
			"\">Reddit</a> <a href=\"mailto:?subject=", url.QueryEscape(p.title), "\">Email</a></div>\n</article>\n</main>\n",
			"<aside class=\"sidebar\"><section class=\"widget recent-posts\"><h3>Recent posts</h3><ul>")
		for k := 4; k < min(w.s.cfg.Pages, 20); k += 3 {
			if k != p.k {
				w.str("<li><a href=\"", w.href(k), "\">", w.s.page(st, k).title, "</a></li>")
			}
		}
		w.str("</ul></section>")
		if tw, ok := st.account("twitter"); ok && st.timeline {
			w.str("<section class=\"widget\"><a class=\"twitter-timeline\" data-height=\"600\" href=\"", tw.href, "\">Tweets by ", tw.account, "</a></section>")
		}
		w.str("</aside>\n")
	case kindProduct:
		w.str("<section class=\"related\"><h2>Related</h2><ul>")
		for _, k := range []int{0, 1, p.k - 1} {
			w.str("<li><a href=\"", w.href(k), "\">", w.s.page(st, k).title, "</a></li>")
		}
		w.str("</ul></section>\n</main>\n")
	default:
		w.str("</main>\n")
	}
	w.str("<footer class=\"site-footer\"><div class=\"container\"><div class=\"footer-columns\"><div class=\"col\"><h4>Company</h4><ul>")
	for k, name := range []string{"Home", "About", "Customers", "Contact"} {
		if k < w.s.cfg.Pages {
			w.str("<li><a href=\"", w.href(k), "\">", name, "</a></li>")
		}
	}
	w.str("</ul></div><div class=\"col\"><h4>Resources</h4><ul><li><a href=\"", w.s.origin(st.host()), "/sitemap.xml\">Sitemap</a></li>")
	for _, f := range w.s.feeds(st) {
		w.str("<li><a href=\"", f.url, "\">", strings.ToUpper(f.format), " feed</a></li>")
	}
	w.str("</ul></div><div class=\"col footer-social\"><h4>Follow us</h4>")
	w.icons("social-icons", "")
	w.str("</div></div><p class=\"copyright\">&copy; 2026 ", st.name, ". All rights reserved.</p></div></footer>\n",
		"<script src=\"/assets/js/app.", strconv.Itoa(st.i%97), ".js\" defer></script>\n</body>\n</html>\n")
}

// feed is a feed a site serves.
type feed struct {
	host, path, url string
	format, mime    string
}

// feeds lists the feeds of st.
func (s *Synth) feeds(st *site) []feed {
	var out []feed
	add := func(host, path, format, mime string) {
		out = append(out, feed{host: host, path: path, url: s.origin(host) + path, format: format, mime: mime})
	}
	if st.rss {
		add(st.host(), "/feed.xml", "rss", "application/rss+xml")
	}
	if st.atom {
		host := st.host()
		if st.blog {
			host = "blog." + st.domain
		}
		add(host, "/atom.xml", "atom", "application/atom+xml")
	}
	if st.jsonFeed {
		add(st.host(), "/feed.json", "json", "application/feed+json")
	}
	return out
}

// serveSite answers a request for one of st's hosts: sub is "" for the
// bare domain, "www" or "blog".
func (s *Synth) serveSite(w http.ResponseWriter, r *http.Request, st *site, sub string) {
	host, path := st.domain, r.URL.Path
	if sub != "" {
		host = sub + "." + st.domain
	}
	if path == "/robots.txt" {
		s.text(w, http.StatusOK, "User-agent: *\nDisallow: /search\nDisallow: /cart/\nCrawl-delay: 0\n\nSitemap: "+s.origin(st.host())+"/sitemap.xml\n")
		return
	}
	switch {
	case st.fault == FaultServerError:
		s.write(w, http.StatusInternalServerError, "text/html; charset=utf-8", []byte("<html><body><h1>500 Internal Server Error</h1></body></html>\n"))
		return
	case st.fault == FaultRedirectLoop && path == "/":
		s.redirect(w, "/home/")
		return
	case st.fault == FaultRedirectLoop:
		s.redirect(w, "/")
		return
	case st.fault == FaultNotHTML, path == "/files/brochure-2026.pdf":
		s.write(w, http.StatusOK, "application/pdf", []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n"))
		return
	case sub == "" && st.www:
		s.redirect(w, s.origin("www."+st.domain)+r.URL.RequestURI())
		return
	case path == "/old-home/":
		s.redirect(w, "/")
		return
	case path == "/sitemap.xml" && host == st.host():
		s.sitemap(w, st)
		return
	}
	for _, f := range s.feeds(st) {
		if f.host == host && f.path == path {
			s.feed(w, st, f)
			return
		}
	}
	k := s.pageIndex(st, host, path)
	if k < 0 {
		s.write(w, http.StatusNotFound, "text/html; charset=utf-8", []byte("<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Page not found</h1><p><a href=\"/\">Home</a></p></body></html>\n"))
		return
	}
	bp, tp := s.buffers()
	b, t := s.render(st, s.page(st, k), *bp, *tp)
	s.pages.Add(1) // before the page goes out: a client that read it finds it counted
	s.write(w, http.StatusOK, "text/html; charset=utf-8", b)
	*bp, *tp = b, t
	s.bufs.Put(bp)
	s.bufs.Put(tp)
}

// buffers returns two page buffers from the pool.
func (s *Synth) buffers() (*[]byte, *[]byte) {
	get := func() *[]byte {
		if b, ok := s.bufs.Get().(*[]byte); ok {
			return b
		}
		b := make([]byte, 0, 2*s.cfg.PageSize)
		return &b
	}
	return get(), get()
}

// pageIndex returns the number of the page at host and path, or -1.
func (s *Synth) pageIndex(st *site, host, path string) int {
	k := -1
	switch path {
	case "/":
		k = 0
	case "/about/":
		k = 1
	case "/customers/":
		k = 2
	case "/contact/":
		k = 3
	default:
		slug := strings.TrimSuffix(path, "/")
		if i := strings.LastIndexByte(slug, '-'); i >= 0 {
			if n, err := strconv.Atoi(slug[i+1:]); err == nil && n >= 4 {
				k = n
			}
		}
	}
	if k < 0 || k >= s.cfg.Pages {
		return -1
	}
	if p := s.page(st, k); p.host != host || p.path != path {
		return -1
	}
	return k
}

// redirect answers with a permanent redirect to loc.
func (s *Synth) redirect(w http.ResponseWriter, loc string) {
	w.Header().Set("Location", loc)
	s.write(w, http.StatusMovedPermanently, "text/html; charset=utf-8", []byte("<a href=\""+loc+"\">Moved Permanently</a>.\n"))
}

// sitemap lists the pages of st.
func (s *Synth) sitemap(w http.ResponseWriter, st *site) {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for k := range s.cfg.Pages {
		p := s.page(st, k)
		b.WriteString("<url><loc>" + s.origin(p.host) + p.path + "</loc></url>\n")
	}
	b.WriteString("</urlset>\n")
	s.write(w, http.StatusOK, "application/xml", []byte(b.String()))
}

// feed serves one of st's feeds, listing its posts.
func (s *Synth) feed(w http.ResponseWriter, st *site, f feed) {
	var b strings.Builder
	home := s.origin(st.host()) + "/"
	var posts []*page
	for k := 4; k < s.cfg.Pages && len(posts) < 10; k += 3 {
		posts = append(posts, s.page(st, k))
	}
	switch f.format {
	case "rss":
		b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n<rss version=\"2.0\"><channel><title>" + st.name + " News</title><link>" + home +
			"</link><description>News from " + st.name + "</description><language>en</language>\n")
		for _, p := range posts {
			u := s.origin(p.host) + p.path
			b.WriteString("<item><title>" + p.title + "</title><link>" + u + "</link><guid>" + u + "</guid><pubDate>" + rfc822(p.date) + "</pubDate></item>\n")
		}
		b.WriteString("</channel></rss>\n")
	case "atom":
		b.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>" + st.name + " Blog</title><id>" + f.url +
			"</id><link rel=\"self\" href=\"" + f.url + "\"/><link href=\"" + home + "\"/><updated>2026-06-01T00:00:00Z</updated>\n")
		for _, p := range posts {
			u := s.origin(p.host) + p.path
			b.WriteString("<entry><title>" + p.title + "</title><id>" + u + "</id><link href=\"" + u + "\"/><updated>" + p.date +
				"T09:00:00Z</updated><author><name>" + p.author.name + "</name></author></entry>\n")
		}
		b.WriteString("</feed>\n")
	case "json":
		b.WriteString(`{"version":"https://jsonfeed.org/version/1.1","title":"` + st.name + `","home_page_url":"` + home + `","feed_url":"` + f.url + `","items":[`)
		for i, p := range posts {
			if i > 0 {
				b.WriteByte(',')
			}
			u := s.origin(p.host) + p.path
			b.WriteString(`{"id":"` + u + `","url":"` + u + `","title":"` + p.title + `","date_published":"` + p.date + `T09:00:00Z"}`)
		}
		b.WriteString("]}\n")
	}
	s.write(w, http.StatusOK, f.mime, []byte(b.String()))
}

// rfc822 writes a post's date as RSS dates are written.
func rfc822(date string) string {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return date
	}
	return t.Add(9 * time.Hour).Format(time.RFC1123Z)
}
