package ownership

import (
	"net/url"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestContactPage checks that a click-to-chat number, a page or a group
// in the content is a channel on the site's contact page, and only there.
func TestContactPage(t *testing.T) {
	chat := collectors.Link{Tag: "a", Raw: "https://wa.me/4740052761", Section: "article", Text: "+47 400 52 761"}
	card := chat
	card.Section = "people"
	opaque := collectors.Link{Tag: "a", Raw: "https://www.facebook.com/profile.php?id=100064123456789", Section: "article", Text: "Facebook"}
	group := collectors.Link{Tag: "a", Raw: "https://t.me/piratitoscana", Section: "article", Text: "https://t.me/piratitoscana",
		Before: "join our Telegram group by clicking the link"}
	tests := []struct {
		name, page string
		l          collectors.Link
		want       bool // contact-channel
	}{
		{"contact", "https://acme.example/contact/", chat, true},
		{"kontakt", "https://acme.example/no/kontakt", chat, true},
		{"contact_us_html", "https://acme.example/contact-us.html", chat, true},
		{"contactez_nous", "https://acme.example/contactez-nous/", chat, true},
		{"contatti", "https://acme.example/it/contatti/", chat, true},
		{"ota_yhteytta", "https://acme.example/fi/ota-yhteytta/", chat, true},
		{"yhteystiedot", "https://acme.example/yhteystiedot", chat, true},
		{"find_us", "https://acme.example/find-us/", chat, true},
		{"get_in_touch", "https://acme.example/get-in-touch", chat, true},
		// A site exported as files links its folders' index files; a
		// language's ending on the slug: kontakta oss, kontakty, contáctanos.
		{"contact_us_index", "https://acme.example/contact-us/index.html", chat, true},
		{"kontakta_oss_index", "https://acme.example/kontakta-oss/index.html", chat, true},
		{"kontakty", "https://acme.example/cs/kontakty/", chat, true},
		{"contactanos_php", "https://acme.example/contactanos.php", chat, true},
		{"nous_contacter", "https://acme.example/nous-contacter/", chat, true},
		{"lien_he", "https://acme.example/lien-he/", chat, true},
		{"kapcsolat", "https://acme.example/hu/kapcsolat.html", chat, true},
		{"kontakti", "https://acme.example/lv/kontakti/", chat, true},
		{"kontaktai", "https://acme.example/kontaktai", chat, true},
		{"hubungi_kami", "https://acme.example/hubungi-kami/", chat, true},
		// Near misses: another page, a page under contact, a person's card.
		{"lien_page", "https://acme.example/lien/", chat, false},
		{"kontakion_post", "https://acme.example/kontakion/", chat, false},
		{"tours_page", "https://acme.example/passeios/", chat, false},
		{"find_us_near_miss_post", "https://acme.example/blog/find-usb-drives/", chat, false},
		{"contacts_blog_post", "https://acme.example/blog/how-we-contacted-our-customers/", chat, false},
		{"under_contact", "https://acme.example/contact/jane-doe/", chat, false},
		{"under_contact_index", "https://acme.example/kontakta-oss/jane-doe/index.html", chat, false},
		{"contact_lenses_shop", "https://acme.example/kontaktlinsen/index.html", chat, false},
		{"contactless_post", "https://acme.example/blog/contactless-payments/", chat, false},
		{"card_on_contact_page", "https://acme.example/contact/", card, false},
		// Accounts in the contact page's content are the site's channels,
		// an opaque id too; not a person's profile or a credit.
		{"opaque_id", "https://club.example/kontakt/", opaque, true},
		{"telegram_group", "https://club.example/contatti/", group, true},
		{"page_in_main", "https://club.example/contact-us.html", collectors.Link{Tag: "a", Raw: "https://www.facebook.com/clubpage", Section: "main", Text: "Facebook"}, true},
		{"opaque_id_elsewhere", "https://club.example/events/", opaque, false},
		{"person_profile", "https://club.example/contact/", collectors.Link{Tag: "a", Raw: "https://www.linkedin.com/in/jane-doe", Section: "article", Text: "Jane Doe"}, false},
		// A person's profile under the page's heading of the site's
		// channels is the one-person business's own (a developer's
		// "Social" list); under a person's name or a topic it is not.
		{"person_profile_under_social", "https://miglio.example/contatti/", collectors.Link{Tag: "a", Raw: "https://www.linkedin.com/in/glydric", Section: "",
			Text: "LinkedIn", Headings: []collectors.Heading{{Text: "Leonardo Migliorelli - Contatti"}, {Text: "Social"}}}, true},
		{"person_profile_under_follow_me", "https://miglio.example/contact/", collectors.Link{Tag: "a", Raw: "https://www.linkedin.com/in/glydric", Section: "main",
			Text: "LinkedIn", Headings: []collectors.Heading{{Text: "Follow me"}}}, true},
		{"person_profile_under_name", "https://club.example/contact/", collectors.Link{Tag: "a", Raw: "https://www.linkedin.com/in/jane-doe", Section: "main",
			Text: "LinkedIn", Headings: []collectors.Heading{{Text: "Contact"}, {Text: "Jane Doe, treasurer"}}}, false},
		{"person_profile_under_topic", "https://club.example/contact/", collectors.Link{Tag: "a", Raw: "https://www.linkedin.com/in/jane-doe", Section: "main",
			Text: "LinkedIn", Headings: []collectors.Heading{{Text: "Our board members and their social profiles"}}}, false},
		{"credit", "https://club.example/contact/", collectors.Link{Tag: "a", Raw: "https://www.instagram.com/lukeharper.photo/", Section: "article", Text: "Photos by Luke Harper"}, false},
		{"quoted_post", "https://club.example/contact/", collectors.Link{Tag: "a", Raw: "https://twitter.com/someone", Section: "embed", Text: "@someone"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			l := tt.l
			l.URL, _ = url.Parse(l.Raw)
			m := NewPageMatches(u, 1, collectors.All())
			m.Add(&l)
			got := false
			for _, pa := range m.accounts {
				got = got || pa.ev.has(ContactChannel)
			}
			if got != tt.want {
				t.Errorf("contact-channel on %s = %t; want %t", tt.page, got, tt.want)
			}
		})
	}
}

// TestContactPageOwn checks that a club's Facebook page given by an
// opaque id in its contact page's content is its own, and the same link
// on another page a mention.
func TestContactPageOwn(t *testing.T) {
	const home = "https://club.example/"
	body := `<main><p>Questions about training? Write to the board, or see our page on
<a href="https://www.facebook.com/profile.php?id=100064123456789">Facebook</a> for news.</p></main>`
	// A contact page listing the pages of several others: the causes the
	// club supports, none of them its channel.
	several := `<main><p>We support <a href="https://www.facebook.com/profile.php?id=100064123456789">the food bank</a>,
<a href="https://www.facebook.com/riverrescue">River Rescue</a> and <a href="https://www.facebook.com/youthchoir">the youth choir</a>.</p></main>`
	for _, tt := range []struct {
		name, page, body string
		own              bool
	}{
		{"contact_page", "kontakt/", body, true},
		{"other_page", "training/", body, false},
		{"contact_page_lists_several", "kontakt/", several, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Club</title></head><body><p>Welcome.</p></body></html>`},
				{home + tt.page, 1, `<html><head><title>Club</title></head><body>` + tt.body + `</body></html>`},
			})
			a, isOwn := lookup(own, mentions, "facebook", "100064123456789")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:100064123456789 on /%s = %+v, own %t; want own %t", tt.page, a, isOwn, tt.own)
			}
		})
	}
}

// TestContactPageOwnerProfile checks that a person's profile the contact
// page lists under its heading of the site's channels is the site's own,
// with no personal penalty, and that the same profile under a person's
// name there stays a mention.
func TestContactPageOwnerProfile(t *testing.T) {
	const home = "https://miglio.example/"
	for _, tt := range []struct {
		name, heading string
		own           bool
	}{
		{"under_social", "Social", true},
		{"under_name", "Leonardo Rossi, developer", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			contact := `<html><head><title>Leonardo Migliorelli - Contatti</title></head><body><main><h1>Contatti</h1><h2>` + tt.heading +
				`</h2><a href="https://www.facebook.com/glydric22">Facebook</a> <a href="https://www.linkedin.com/in/glydric">LinkedIn</a></main></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Leonardo Migliorelli</title></head><body><main><p>Sviluppatore.</p></main></body></html>`},
				{home + "contatti/", 1, contact},
			})
			a, isOwn := lookup(own, mentions, "linkedin", "in/glydric")
			if a == nil || isOwn != tt.own {
				t.Errorf("linkedin:in/glydric = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
