package collectors

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestLogoWall checks that a region named for logos whose links are a
// row of the site's social icons is read as the region around it holds
// them, in a social list, and that a wall of partners stays a wall.
func TestLogoWall(t *testing.T) {
	icon := func(href, alt string) string {
		return `<li><a href="` + href + `" target="_blank"><img src="/img/icon.png" alt="` + alt + `" /></a></li>`
	}
	icons := icon("https://www.facebook.com/northfieldclub", "") + icon("https://www.linkedin.com/company/northfield-club/", "") +
		icon("https://www.instagram.com/northfieldclub/", "") + icon("/feed/", "")
	wall := func(class, items string) string {
		return `<div class="` + class + `"><ul>` + items + `</ul></div>`
	}
	footer := func(inner string) string {
		return `<body><main><p>News.</p></main><div class="footer" id="footer">` + inner +
			`<div class="nav_footer"><a href="/legal/">Legal notice</a></div></div></body>`
	}
	tests := []struct {
		name, page       string
		section          string // of the first link to another site
		social           bool
		wantLinksInOrder int
	}{
		{"footer_icons", footer(wall("logos_footer", icons)), "footer", true, 5},
		{"labelled_icons", footer(wall("footer-logos", icon("https://x.com/northfieldclub", "X")+icon("https://www.youtube.com/@northfieldclub", "YouTube"))), "footer", true, 3},
		{"content_icons", `<body><div class="logos">` + icons + `</div></body>`, "", true, 4},
		// Near misses: a partner's site, two pages on one service, logos
		// labelled with partners' names, one service only, a wall too
		// long to be a site's icons.
		{"partner_site", footer(wall("logos_footer", icons+icon("https://www.region-bretagne.example/", ""))), "logos", false, 6},
		{"partners_pages", footer(wall("footer-logos", icon("https://www.facebook.com/riverrescue", "")+icon("https://www.facebook.com/youthchoir", "")+
			icon("https://www.instagram.com/youthchoir/", ""))), "logos", false, 4},
		{"partners_named", footer(wall("sponsor-logos", icon("https://www.facebook.com/riverrescue", "River Rescue")+
			icon("https://www.instagram.com/youthchoir/", "Youth Choir"))), "logos", false, 3},
		{"one_service", footer(wall("logos_footer", icon("https://www.facebook.com/northfieldclub", ""))), "logos", false, 2},
		{"long_wall", footer(wall("logos_footer", icons+strings.Repeat(icon("/partner/", ""), maxWallLinks))), "logos", false, 5 + maxWallLinks},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []Link
			if _, err := ReadPage(context.Background(), mustParse("https://www.northfield.example/"), []byte(tt.page), func(l *Link) {
				got = append(got, *l)
			}); err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.wantLinksInOrder {
				t.Fatalf("got %d links; want %d", len(got), tt.wantLinksInOrder)
			}
			if last := got[len(got)-1]; strings.Contains(tt.page, "/legal/") && last.URL.Path != "/legal/" {
				t.Errorf("last link %s; want the footer's menu after the wall: links in document order", last.Raw)
			}
			var first Link // the first link to another site
			for _, l := range got {
				if l.URL.Host != "www.northfield.example" {
					first = l
					break
				}
			}
			if first.Section != tt.section || first.Social != tt.social {
				t.Errorf("%s: Section %q, Social %t; want %q, %t", first.Raw, first.Section, first.Social, tt.section, tt.social)
			}
		})
	}
}

// TestLogoWallAtEnd checks that the links of a logo wall left open at the
// end of the page, or when reading stops, are handed on.
func TestLogoWallAtEnd(t *testing.T) {
	page := `<footer><div class="logos"><a href="https://www.facebook.com/northfieldclub"></a><a href="https://x.com/northfieldclub"></a>`
	p := ParsePage(mustParse("https://northfield.example/"), []byte(page))
	if len(p.Links) != 2 || p.Links[0].Section != "footer" || !p.Links[1].Social {
		t.Errorf("links %s; want both, in the footer's social list", fmt.Sprint(p.Links))
	}
}
