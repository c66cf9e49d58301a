package discovertest

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// fillerCount is the number of filler blocks of a web; pages pick among
// them, so no two pages of a site pad alike.
const fillerCount = 48

var words = strings.Fields(`platform customer data team growth cloud service secure fast simple
	modern workflow insight market product design quality partner global local energy health
	network support solution analytics mobile reliable scale future value impact community
	people planet material supply chain order delivery report dashboard integration account
	invoice payment retail logistics warehouse fleet route sensor device storage backup
	compliance privacy policy training course lesson recipe kitchen garden harvest organic
	fresh season region city office studio craft build launch release update feature
	roadmap story journey mission vision culture career benefit office remote hybrid
	research science lab test result trial patient clinic doctor care plan price offer
	discount bundle starter premium enterprise license trial demo webinar event summit`)

var externalHosts = []string{"en.wikipedia.org", "developer.mozilla.org", "www.w3.org", "docs.python.org",
	"www.iso.org", "eur-lex.europa.eu", "www.nist.gov", "news.ycombinator.com", "www.ietf.org", "stackoverflow.com"}

// svgPaths are icon outlines, as inline SVG icons carry them.
var svgPaths = []string{
	"M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zm-1-13h2v6h-2zm0 8h2v2h-2z",
	"M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-5 14H7v-2h7v2zm3-4H7v-2h10v2zm0-4H7V7h10v2z",
	"M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z",
	"M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z",
}

// sentence returns n words with a capital and a full stop.
func sentence(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := range n {
		w := pick(r, words)
		if i == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	b.WriteByte('.')
	return b.String()
}

// title returns a heading of n capitalised words.
func title(r *rand.Rand, n int) string {
	parts := make([]string, n)
	for i := range parts {
		w := pick(r, words)
		parts[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(parts, " ")
}

// paragraph returns a <p> of a few sentences with inline markup and,
// now and then, a link to a reference site.
func paragraph(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("<p>")
	for range 3 + r.IntN(4) {
		s := sentence(r, 8+r.IntN(12))
		switch r.IntN(6) {
		case 0:
			w := pick(r, words)
			s += ` See <a href="https://` + pick(r, externalHosts) + "/wiki/" + w + `" target="_blank" rel="noopener">` + w + "</a>."
		case 1:
			s = "<strong>" + s + "</strong>"
		case 2:
			s += " <em>" + sentence(r, 3) + "</em>"
		}
		b.WriteString(s + " ")
	}
	b.WriteString("</p>\n")
	return b.String()
}

// fillerBlocks returns the padding blocks of the web of seed: prose,
// cards, feature lists with inline icons, tables, forms, questions, data
// and code, as content management systems emit them. They link nowhere
// within a site but its start page and in-page anchors.
func fillerBlocks(seed uint64) [][]byte {
	r := rand.New(rand.NewPCG(seed, 0xf111e7))
	blocks := make([][]byte, fillerCount)
	for i := range blocks {
		var b strings.Builder
		id := "s" + strconv.Itoa(i)
		switch i % 8 {
		case 0, 1:
			b.WriteString(`<section class="content-block" id="` + id + `"><h2>` + title(r, 3) + "</h2>\n")
			for range 3 + r.IntN(3) {
				b.WriteString(paragraph(r))
			}
			b.WriteString("</section>\n")
		case 2:
			b.WriteString(`<div class="card-grid row g-4" id="` + id + `">` + "\n")
			for j := range 6 + r.IntN(4) {
				w := pick(r, words)
				b.WriteString(`<div class="col-md-4"><div class="card h-100"><img class="card-img-top" src="/assets/img/` + w + "-" + strconv.Itoa(j) +
					`.jpg" alt="` + title(r, 2) + `" loading="lazy" width="320" height="200"><div class="card-body"><h3 class="card-title">` +
					title(r, 2) + `</h3><p class="card-text">` + sentence(r, 14) + `</p><a class="btn btn-outline-primary" href="/#` + id +
					`">Learn more</a></div></div></div>` + "\n")
			}
			b.WriteString("</div>\n")
		case 3:
			b.WriteString(`<ul class="feature-list" id="` + id + `">` + "\n")
			for range 4 + r.IntN(3) {
				b.WriteString(`<li class="feature"><svg class="icon" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="currentColor" d="` +
					pick(r, svgPaths) + `"/></svg><h4>` + title(r, 2) + "</h4><p>" + sentence(r, 16) + "</p></li>\n")
			}
			b.WriteString("</ul>\n")
		case 4:
			b.WriteString(`<table class="table specs" id="` + id + `"><thead><tr><th scope="col">Plan</th><th scope="col">Users</th><th scope="col">Storage</th><th scope="col">Support</th></tr></thead><tbody>` + "\n")
			for j := range 8 + r.IntN(6) {
				b.WriteString("<tr><th scope=\"row\">" + title(r, 1) + "</th><td>" + strconv.Itoa(5*(j+1)) + "</td><td>" +
					strconv.Itoa(10*(j+1)) + " GB</td><td>" + pick(r, words) + "</td></tr>\n")
			}
			b.WriteString("</tbody></table>\n")
		case 5:
			b.WriteString(`<form class="newsletter" id="` + id + `" action="/#` + id + `" method="post"><h3>` + title(r, 3) +
				`</h3><label for="email-` + id + `">Email</label><input type="email" id="email-` + id +
				`" name="email" placeholder="you@company.com" required><label for="topic-` + id + `">Topic</label><select id="topic-` + id + `" name="topic">`)
			for range 6 {
				w := pick(r, words)
				b.WriteString(`<option value="` + w + `">` + title(r, 1) + "</option>")
			}
			b.WriteString(`</select><input type="hidden" name="csrf" value="` + randID(r, 40) + `"><button type="submit" class="btn btn-primary">Subscribe</button><p class="small">` +
				sentence(r, 20) + "</p></form>\n")
		case 6:
			b.WriteString(`<section class="faq" id="` + id + `"><h2>Frequently asked questions</h2>` + "\n")
			for range 4 + r.IntN(3) {
				b.WriteString("<details><summary>" + sentence(r, 7) + "</summary>" + paragraph(r) + "</details>\n")
			}
			b.WriteString("</section>\n")
		case 7:
			b.WriteString(`<script type="application/json" id="data-` + id + `">{"props":{"page":{"blocks":[`)
			for j := range 10 + r.IntN(8) {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteString(`{"id":"` + randID(r, 12) + `","type":"` + pick(r, words) + `","title":"` + title(r, 3) + `","body":"` + sentence(r, 12) + `","weight":` + strconv.Itoa(r.IntN(100)) + `}`)
			}
			b.WriteString(`]}},"buildId":"` + randID(r, 21) + `"}</script>` + "\n")
			b.WriteString(`<script>(function(w,d){var q=w.dataLayer=w.dataLayer||[];function t(e){q.push({event:e,ts:Date.now()})}` +
				`d.addEventListener("click",function(ev){var a=ev.target.closest("a");if(a&&a.href){t("click:"+a.href)}});t("view");})(window,document);</script>` + "\n")
		}
		blocks[i] = []byte(b.String())
	}
	return blocks
}
