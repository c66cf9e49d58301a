package ownership

import "testing"

// TestStartPageProse checks that a link inside a sentence of the start
// page's unmarked text, as a blog's latest post shows there, is not
// presented by the start page, while an unmarked row of icons, an
// invitation and a link named for its service still are.
func TestStartPageProse(t *testing.T) {
	const home = "https://agilestaffs.example/"
	tests := []struct {
		name, para, handle string
		own                bool
	}{
		{"founder_in_post", `<p>Happy birthday, 5 years! From those early days at the Pie and Ale with <a href="https://twitter.com/bluerezz">Paul Shannon</a>, <a href="https://twitter.com/neil_kidd">Neil Kidd</a> and countless regulars.</p>`, "bluerezz", false},
		// Near misses.
		{"icon_row", `<p><a href="https://twitter.com/agilestaffs"><img alt=""></a> <a href="https://www.facebook.com/agilestaffs"><img alt=""></a></p>`, "agilestaffs", true},
		{"invitation", `<p>News, dates and slides from every meetup: follow us on <a href="https://twitter.com/agilestaffs">@agilestaffs</a></p>`, "agilestaffs", true},
		{"icons_after_a_sentence", `<p>Music by Juniper Vale. Trailer edited by Cut by Tuesday.</p><ul><li><a href="https://x.com/agilestaffs" aria-label="X"><span>X</span></a></li></ul>`, "agilestaffs", true},
		{"service_named", `<p>Dates, slides and news of every meetup are on <a href="https://twitter.com/agilestaffs">Twitter</a></p>`, "agilestaffs", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head><title>Agile Staffordshire</title></head><body><h1>Agile Staffordshire</h1>` + tt.para + `</body></html>`
			post := `<html><head><title>Happy birthday | Agile Staffordshire</title></head><body><h1>Happy birthday</h1>` + tt.para + `</body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page}, {home + "events/happy-birthday/", 1, post}})
			a, isOwn := lookup(own, mentions, "twitter", tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("twitter:%s = %+v, own %t; want own %t", tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
