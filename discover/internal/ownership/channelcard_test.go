package ownership

import "testing"

// TestChannelCard checks that a block of a page's content giving the
// site's own address, then its accounts one per label, lists the
// site's own channels, one line or one paragraph each, and that a
// speaker's card, a home link that is not the address, a sentence
// naming the address, a label after prose or a heading, and a label
// naming no service stay mentions.
func TestChannelCard(t *testing.T) {
	const home = "https://dh2017.adho.example/"
	page := func(body string) string {
		return `<html><head><title>Call for Papers – DH2017</title></head><body><header><a href="/">DH2017</a></header>` +
			`<main><article><h1>DH2017 Call for Papers</h1><p>Hosted by McGill University, 8–11 August.</p>` + body + `</article></main></body></html>`
	}
	tests := []struct {
		name string
		body string
		own  bool // twitter:dh17mtrl
	}{
		{"cfp_card", `<p>Website: <a href="/">dh2017.adho.example</a><br>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a><br>Contact email: <a href="mailto:dh2017@adho.example">dh2017@adho.example</a></p>`, true},
		{"email_between", `<p>Web: <a href="https://dh2017.adho.example/">https://dh2017.adho.example/</a> · E-mail: <a href="mailto:dh2017@adho.example">dh2017@adho.example</a> · X: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, true},
		{"paragraph_each", `<p>Website: <a href="/">dh2017.adho.example</a></p><p>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, true},
		// Near misses: a speaker's card with the speaker's own site, a
		// home link named "Home", the address in another block, a
		// label that names no service.
		{"speaker_card", `<p>Website: <a href="https://janedoe.example/">janedoe.example</a><br>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		{"home_not_address", `<p>Back <a href="/">Home</a><br>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		{"prose_label", `<p>Website: <a href="/">dh2017.adho.example</a><br>Follow our keynote speaker on Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		// A sentence that names the site's address, and a label in a
		// later block or under a later heading, with prose between.
		{"address_in_sentence", `<p>Jane Doe is a reporter at <a href="/">dh2017.adho.example</a>. Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		{"prose_block_between", `<p>Website: <a href="/">dh2017.adho.example</a></p><p>Our keynote speaker, a historian at McGill, opens the conference.</p><p>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		{"heading_between", `<p>Website: <a href="/">dh2017.adho.example</a></p><h2>Keynote speaker</h2><p>Twitter: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
		{"label_not_service", `<p>Website: <a href="/">dh2017.adho.example</a><br>Keynote speaker: <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page("<p>Welcome.</p>")}, {home + "program/cfp/", 1, page(tt.body)}})
			a, isOwn := lookup(own, mentions, "twitter", "dh17mtrl")
			if a == nil || isOwn != tt.own {
				t.Errorf("twitter:dh17mtrl = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
