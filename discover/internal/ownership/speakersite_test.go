package ownership

import "testing"

// TestSpeakerSite checks that an account named, letter for letter,
// after the website a block of the page calls "our website" on another
// domain is that website's holder's, not the site's: the notice a
// translated project sheet keeps. Near misses keep the site's own
// account, "our website" on the site's own domain, "our new website",
// and an account of the block named otherwise.
func TestSpeakerSite(t *testing.T) {
	const home = "https://codeclubit.example/"
	notice := func(ours, account string) string {
		return `<aside class="legal-notice copyright"><p>These projects are for use outside the UK only. More information is available on ` +
			ours + `. This coursework is developed in the open on GitHub (<a href="https://github.com/` + account + `/">https://github.com/` +
			account + `</a>), come and join us!</p></aside>`
	}
	other := `our website at <a href="http://www.codeclub.org.uk/">http://www.codeclub.org.uk/</a>`
	tests := []struct {
		name, notice, handle string
		own                  bool
	}{
		{"other_site_notice", notice(other, "CodeClub"), "codeclub", false},
		{"unsere_webseite_unter", `<aside><p>Mehr auf unserer Webseite unter <a href="https://codeclub.org.uk/">codeclub.org.uk</a>. Der Kurs entsteht offen auf GitHub (<a href="https://github.com/CodeClub/">github.com/CodeClub</a>).</p></aside>`, "codeclub", false},
		// Near misses.
		{"own_account_in_footer", notice(other, "CodeClub"), "codeclubit", true},
		{"our_site_on_own_domain", notice(`our website at <a href="https://codeclubit.example/about/">codeclubit.example</a>`, "CodeClub"), "codeclub", true},
		{"our_new_website", notice(`our new website at <a href="http://www.codeclub.org.uk/">http://www.codeclub.org.uk/</a>`, "CodeClub"), "codeclub", true},
		{"other_site_no_our", notice(`the website at <a href="http://www.codeclub.org.uk/">http://www.codeclub.org.uk/</a>`, "CodeClub"), "codeclub", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			footer := `<footer><a href="https://github.com/codeclubit">Code Club Italia su Github</a></footer>`
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Code Club Italia</title></head><body><main><h1>Code Club Italia</h1><p>Coding clubs.</p></main>` + footer + `</body></html>`},
				{home + "materiale/sheet.html", 1, `<html><head><title>Felix e Albert</title></head><body><main><h1>Felix e Albert</h1><p>Un progetto.</p></main>` +
					tt.notice + footer + `</body></html>`},
			})
			a, isOwn := lookup(own, mentions, "github", tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("github:%s = %+v, own %t; want own %t", tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
