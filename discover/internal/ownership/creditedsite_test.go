package ownership

import "testing"

// TestCreditedSite checks that an account named after the website a
// page's credit line links is the credited party's, not the site's: a
// free template's footer icons left at its vendor's accounts. Near
// misses keep the site's own accounts, accounts named like the site,
// and accounts of a vendor no credit line names.
func TestCreditedSite(t *testing.T) {
	page := func(icons, credit string) string {
		return `<html><head><title>Bella Pizza</title></head><body><main><h1>Bella Pizza</h1><p>Pizza since 1982.</p></main>` +
			`<footer><ul class="social-icons">` + icons + `</ul><p>` + credit + `</p></footer></body></html>`
	}
	icon := func(u string) string { return `<li><a href="` + u + `"><i class="fa fa-x"></i></a></li>` }
	colorlib := `Copyright &copy; 2024 All rights reserved | This template is made with <i class="icon-heart"></i> by <a href="https://colorlib.com">Colorlib</a>`
	tests := []struct {
		name, site, icons, credit, service, handle string
		own                                        bool
	}{
		{"template_vendor_icons", "https://bellapizza.example/", icon("https://www.facebook.com/Colorlib"), colorlib, "facebook", "colorlib", false},
		{"vendor_named_by_text", "https://bellapizza.example/", icon("https://twitter.com/w3layouts"),
			`© 2024 Bella Pizza. Design by <a href="https://w3layouts.example/">W3layouts</a>`, "twitter", "w3layouts", false},
		{"agency_account", "https://bellapizza.example/", icon("https://www.instagram.com/pixelstudiohq/"),
			`Website by <a href="https://pixelstudio.example/">Pixel Studio</a>`, "instagram", "pixelstudiohq", false},
		{"distributed_by", "https://bellapizza.example/", icon("https://www.facebook.com/themewagon"),
			`Distributed by <a href="https://themewagon.com">ThemeWagon</a>`, "facebook", "themewagon", false},
		// Near misses: the site's own account beside the credit, one
		// named like the site and the vendor both, no credit line, a
		// credit to the site's own domain, a link to another site that
		// credits no one, the holder credited (a self-built site).
		{"own_account_beside_credit", "https://bellapizza.example/", icon("https://www.facebook.com/bellapizza"), colorlib, "facebook", "bellapizza", true},
		{"named_like_both", "https://colorlibpizza.example/", icon("https://www.facebook.com/colorlibpizza"), colorlib, "facebook", "colorlibpizza", true},
		{"no_credit_line", "https://bellapizza.example/", icon("https://www.facebook.com/colorlib"),
			`Copyright &copy; 2024 All rights reserved | <a href="https://colorlib.com">Colorlib</a>`, "facebook", "colorlib", true},
		{"credit_to_own_domain", "https://colorlib.com/", icon("https://www.facebook.com/colorlib"),
			`Design by <a href="https://colorlib.com/about">Colorlib</a>`, "facebook", "colorlib", true},
		{"self_credit", "https://omtpme.example/", icon("https://www.linkedin.com/company/omtpme"),
			`© 2021 OMTPME. Conçu et Développé par <a href="https://omtpme.org/">OMTPME</a>`, "linkedin", "company/omtpme", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, tt.site, []htmlPage{{tt.site, 0, page(tt.icons, tt.credit)}})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
