package collectors

import (
	"net/url"
	"testing"
)

// TestProfileEmbed reads the embed of an Instagram or TikTok profile as
// that account's follow widget, with the links in its card in the region
// around it, beside near misses that stay embeds: an embedded post, a
// plain quotation citing a profile, a profile's card in an article or a
// partner wall.
func TestProfileEmbed(t *testing.T) {
	tests := []struct {
		name, in string
		widget   string // the account the widget names, "service:account", or "" for none
		inner    string // the section of a link inside the blockquote, if it holds one
	}{
		{"instagram_profile", `<main><h4>Instagram</h4><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/frc2508/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"></blockquote></main>`,
			"instagram:frc2508", ""},
		{"tiktok_creator", `<div class="col"><blockquote class="tiktok-embed" cite="https://www.tiktok.com/@armada_robotics" data-unique-id="armada_robotics" data-embed-type="creator"><div><a href="https://www.tiktok.com/@armada_robotics?refer=creator_embed">@armada_robotics</a></div></blockquote></div>`,
			"tiktok:armada_robotics", ""},
		{"tiktok_creator_in_footer", `<footer><blockquote class="tiktok-embed" cite="https://www.tiktok.com/@acme" data-embed-type="creator"><a href="https://www.tiktok.com/@acme">@acme</a></blockquote></footer>`,
			"tiktok:acme", "footer"},
		// Near misses.
		{"instagram_post", `<main><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/Cabc123/?utm_source=ig_embed"><a href="https://www.instagram.com/other/">A post shared by Other</a></blockquote></main>`,
			"", "embed"},
		{"tiktok_video", `<main><blockquote class="tiktok-embed" cite="https://www.tiktok.com/@other/video/7234567890123456789" data-video-id="7234567890123456789"><a href="https://www.tiktok.com/@other">@other</a></blockquote></main>`,
			"", "embed"},
		{"quote_citing_profile", `<main><blockquote cite="https://www.instagram.com/jane/"><p>Lovely!</p><a href="https://www.instagram.com/jane/">Jane</a></blockquote></main>`,
			"", "embed"},
		{"profile_in_article", `<article><p>We met the artist.</p><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/jane/"><a href="https://www.instagram.com/jane/">Jane</a></blockquote></article>`,
			"", "embed"},
		{"profile_on_partner_wall", `<div class="partners"><blockquote class="tiktok-embed" cite="https://www.tiktok.com/@partner" data-embed-type="creator"><a href="https://www.tiktok.com/@partner">@partner</a></blockquote></div>`,
			"", "embed"},
		{"instagram_lookalike_host", `<main><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com.evil.example/acme/"></blockquote></main>`,
			"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse("https://acme.example/")
			p := ParsePage(u, []byte(tt.in))
			var widget, inner string
			for _, l := range p.Links {
				switch l.Tag {
				case "widget":
					if f, ok := Match(l.URL.String()); ok {
						widget = f.Service + ":" + f.Account
					}
				case "a":
					inner = l.Section
				}
			}
			if widget != tt.widget {
				t.Errorf("widget account of %q = %q; want %q", tt.in, widget, tt.widget)
			}
			if inner != tt.inner {
				t.Errorf("section of the link in %q = %q; want %q", tt.in, inner, tt.inner)
			}
		})
	}
}
