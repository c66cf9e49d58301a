package discovertest

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Defaults for the zero fields of [SynthConfig].
const (
	DefaultSynthSites    = 10
	DefaultSynthPages    = 10
	DefaultSynthPageSize = 40000
	DefaultSynthFaults   = 50
)

// SynthConfig describes a synthetic web of company sites. Each zero field
// selects the default its comment names; the same config always serves
// the same bytes.
type SynthConfig struct {
	// Sites is the number of company sites (DefaultSynthSites).
	Sites int
	// Pages is the number of HTML pages of each site, the start page
	// included. The start page links to every other one, so a crawl of
	// depth 1 reaches them all (DefaultSynthPages).
	Pages int
	// PageSize is the mean size in bytes of an HTML page; sizes spread
	// evenly from half to one and a half times it (DefaultSynthPageSize:
	// pages of 20 to 60 KB).
	PageSize int
	// Latency delays every response, whatever its kind (none by default).
	Latency time.Duration
	// Seed selects one web among many.
	Seed uint64
	// Faults makes one site in Faults misbehave: slow, answering 500,
	// redirecting in a loop, or serving a PDF as its start page
	// (DefaultSynthFaults); a negative value makes every site behave.
	Faults int
	// Scheme is the scheme of the sites' URLs, "http" (the default) or
	// "https". A forward proxy such as cmd/synthweb serves only http.
	Scheme string
}

// The faults a misbehaving site shows; [SiteTruth.Fault] names them.
const (
	FaultSlow         = "slow"          // its start page answers a second late
	FaultServerError  = "server-error"  // its start page answers 500
	FaultRedirectLoop = "redirect-loop" // its start page redirects in a loop
	FaultNotHTML      = "not-html"      // its start page is a PDF
)

var faultKinds = []string{FaultSlow, FaultServerError, FaultRedirectLoop, FaultNotHTML}

// slowDelay is the extra delay of a slow site's start page.
const slowDelay = time.Second

// Synth is a synthetic web: company sites generated on the fly from the
// seed, the site and the page, so that no page is held in memory. It is
// an http.Handler that routes by Host, so it serves as an origin server
// behind a fake DNS ([NewSynthWeb]) and as an HTTP forward proxy
// (cmd/synthweb). [Synth.Truth] tells what it planted. A Synth is safe
// for concurrent use.
type Synth struct {
	cfg    SynthConfig
	filler [][]byte // blocks of realistic markup that pad every page

	requests, pages, bytes atomic.Int64
	load                   synthLoad
	bufs                   sync.Pool // *[]byte page buffers
}

// NewSynth returns the synthetic web cfg describes.
func NewSynth(cfg SynthConfig) *Synth {
	if cfg.Sites <= 0 {
		cfg.Sites = DefaultSynthSites
	}
	if cfg.Pages <= 0 {
		cfg.Pages = DefaultSynthPages
	}
	if cfg.PageSize <= 0 {
		cfg.PageSize = DefaultSynthPageSize
	}
	if cfg.Faults == 0 {
		cfg.Faults = DefaultSynthFaults
	}
	if cfg.Scheme == "" {
		cfg.Scheme = "http"
	}
	return &Synth{cfg: cfg, filler: fillerBlocks(cfg.Seed)}
}

// NewSynthWeb serves s as a [Web], over HTTP and HTTPS, for every host s
// names. Its [Web.Requests] records nothing: see [Synth.Stats]. Call
// Close when done.
func NewSynthWeb(s *Synth) *Web {
	w := &Web{handlers: map[string]http.Handler{}, fallback: s}
	w.plain = httptest.NewServer(w)
	w.tls = httptest.NewTLSServer(w)
	return w
}

// SynthStats counts what a [Synth] has served.
type SynthStats struct {
	Requests int64 // responses of every kind
	Pages    int64 // HTML pages with status 200
	Bytes    int64 // body bytes of every response
	// Peak is the most requests answered at once, and MeanInFlight their
	// mean from the start of the first to the end of the last.
	Peak         int
	MeanInFlight float64
}

// Stats returns what s has served so far.
func (s *Synth) Stats() SynthStats {
	peak, mean := s.load.stats()
	return SynthStats{Requests: s.requests.Load(), Pages: s.pages.Load(), Bytes: s.bytes.Load(), Peak: peak, MeanInFlight: mean}
}

// Page returns the address and the HTML of page k of site i as they are
// served; page 0 is the start page.
func (s *Synth) Page(i, k int) (pageURL string, html []byte) {
	st := s.site(i)
	p := s.page(st, k)
	b, _ := s.render(st, p, nil, nil)
	return s.origin(p.host) + p.path, b
}

// SynthSite is one site of the input, as discover reads it.
type SynthSite struct {
	Key string
	URL string
}

// Sites returns the sites of the web, in order.
func (s *Synth) Sites() []SynthSite {
	out := make([]SynthSite, s.cfg.Sites)
	for i := range out {
		st := s.site(i)
		out[i] = SynthSite{Key: st.label, URL: s.startURL(st)}
	}
	return out
}

// WriteInput writes the sites as discover's input YAML, one entry with a
// key and a url each.
func (s *Synth) WriteInput(w io.Writer) error {
	for i := range s.cfg.Sites {
		st := s.site(i)
		if _, err := fmt.Fprintf(w, "- key: %s\n  url: %s\n", st.label, s.startURL(st)); err != nil {
			return err
		}
	}
	return nil
}

// startURL is the URL a site is listed under: its bare domain, which
// redirects to www for most sites.
func (s *Synth) startURL(st *site) string {
	return s.cfg.Scheme + "://" + st.domain + "/"
}

// origin returns the scheme and host of one of a site's hosts.
func (s *Synth) origin(host string) string { return s.cfg.Scheme + "://" + host }

// ServeHTTP answers a request for any host of the web.
func (s *Synth) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.requests.Add(1)
	s.load.change(1)
	defer s.load.change(-1)
	if r.Method == http.MethodConnect {
		s.text(w, http.StatusMethodNotAllowed, "synthweb serves http:// URLs only\n")
		return
	}
	host := strings.ToLower(r.Host)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	st, sub := s.lookup(host)
	delay := s.cfg.Latency
	if st != nil && st.fault == FaultSlow && r.URL.Path == "/" && (sub != "" || !st.www) {
		delay += slowDelay
	}
	if delay > 0 {
		t := time.NewTimer(delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		}
	}
	if st == nil {
		s.text(w, http.StatusBadGateway, "no such host in synthetic web: "+host+"\n")
		return
	}
	s.serveSite(w, r, st, sub)
}

// lookup finds the site a host belongs to, and which of its hosts it is:
// "" for the bare domain, "www" or "blog".
func (s *Synth) lookup(host string) (*site, string) {
	sub, rest, ok := strings.Cut(host, ".")
	if !ok {
		return nil, ""
	}
	if sub != "www" && sub != "blog" {
		sub, rest = "", host
	}
	label, tld, _ := strings.Cut(rest, ".")
	j := len(label)
	for j > 0 && label[j-1] >= '0' && label[j-1] <= '9' {
		j--
	}
	n, err := strconv.Atoi(label[j:])
	if err != nil || n < 1 || n > s.cfg.Sites || tld != "example" {
		return nil, ""
	}
	st := s.site(n - 1)
	if st.domain != rest || sub == "blog" && !st.blog {
		return nil, ""
	}
	return st, sub
}

// text writes a short plain-text response.
func (s *Synth) text(w http.ResponseWriter, code int, body string) {
	s.write(w, code, "text/plain; charset=utf-8", []byte(body))
}

// write writes a whole response with its length.
func (s *Synth) write(w http.ResponseWriter, code int, contentType string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(code)
	n, err := w.Write(body)
	if err == nil {
		s.bytes.Add(int64(n))
	}
}
