package ownership

import (
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestSighting holds one row per kind of evidence a single link gives,
// each beside a near miss that must not give it.
func TestSighting(t *testing.T) {
	tests := []struct {
		name    string
		l       collectors.Link
		service string
		kind    string
		depth   int
		want    []string
	}{
		// Structured data: an organization's sameAs is the site's; a
		// person's is someone else's.
		{"jsonld_organization", collectors.Link{Tag: "jsonld", Type: "Organization"}, "twitter", "", 1, []string{"structured-data"}},
		{"jsonld_untyped", collectors.Link{Tag: "jsonld"}, "twitter", "", 1, []string{"structured-data"}},
		{"jsonld_news_media", collectors.Link{Tag: "jsonld", Type: "NewsMediaOrganization"}, "twitter", "", 1, []string{"structured-data"}},
		{"jsonld_person", collectors.Link{Tag: "jsonld", Type: "Person"}, "twitter", "", 1, []string{"person"}},
		{"microdata_organization", collectors.Link{Tag: "microdata", Title: "itemprop:sameAs", Type: "Organization"}, "facebook", "", 1, []string{"structured-data"}},
		{"microdata_on_a_link", collectors.Link{Tag: "a", Title: "itemprop:sameAs", Type: "Corporation", Text: "Acme"}, "facebook", "", 1, []string{"structured-data"}},
		{"microdata_person", collectors.Link{Tag: "microdata", Title: "itemprop:sameAs", Type: "Person"}, "facebook", "", 1, []string{"person"}},
		{"microdata_creative_work", collectors.Link{Tag: "microdata", Title: "itemprop:sameAs", Type: "Article"}, "facebook", "", 1, []string{"person"}},
		// Meta tags.
		{"twitter_site", collectors.Link{Tag: "meta", Title: "twitter:site"}, "twitter", "", 0, []string{"twitter-site"}},
		{"twitter_creator", collectors.Link{Tag: "meta", Title: "twitter:creator"}, "twitter", "", 0, []string{"twitter-creator"}},
		{"article_publisher", collectors.Link{Tag: "meta", Title: "article:publisher"}, "facebook", "", 0, []string{"publisher"}},
		{"article_author", collectors.Link{Tag: "meta", Title: "article:author"}, "facebook", "", 0, []string{"person"}},
		// rel=me, on a link or an anchor, whatever its case.
		{"rel_me_link", collectors.Link{Tag: "link", Rel: "me"}, "mastodon", "", 1, []string{"rel-me"}},
		{"rel_me_among_tokens", collectors.Link{Tag: "link", Rel: "noopener ME"}, "mastodon", "", 1, []string{"rel-me"}},
		{"rel_mention_not_me", collectors.Link{Tag: "link", Rel: "mention"}, "mastodon", "", 1, nil},
		{"rel_home_not_me", collectors.Link{Tag: "link", Rel: "home"}, "mastodon", "", 1, nil},
		// Follow widgets by class, and any iframe (a page plugin).
		{"twitter_follow_button", collectors.Link{Tag: "a", Class: "twitter-follow-button", Text: "Follow @acme", Section: "aside"},
			"twitter", "", 1, []string{"follow-text", "follow-widget", "site-wide-block"}},
		{"fb_page_class_case", collectors.Link{Tag: "div", Class: "FB-Page"}, "facebook", "", 1, []string{"follow-widget"}},
		{"iframe_plugin", collectors.Link{Tag: "iframe"}, "facebook", "", 1, []string{"follow-widget"}},
		// A widget the parser read from data attributes (fb-page
		// data-href, data-screen-name, IN/FollowCompany): no <a>, so no
		// icon-label or start-page.
		{"widget_page_plugin", collectors.Link{Tag: "widget", Class: "fb-page", Section: "aside"}, "facebook", "", 0, []string{"follow-widget", "site-wide-block"}},
		{"widget_outside_regions", collectors.Link{Tag: "widget"}, "twitter", "", 0, []string{"follow-widget"}},
		{"widget_quoted", collectors.Link{Tag: "widget", Section: "embed"}, "twitter", "", 0, []string{"embed", "follow-widget"}},
		{"share_button_not_follow", collectors.Link{Tag: "a", Class: "twitter-share-button"}, "twitter", "", 1, []string{"icon-label"}},
		// Site-wide regions, and the content regions that are not.
		{"header", collectors.Link{Tag: "a", Section: "header", Text: "Acme"}, "twitter", "", 1, []string{"site-wide-block"}},
		{"nav", collectors.Link{Tag: "a", Section: "nav", Text: "Acme"}, "twitter", "", 1, []string{"site-wide-block"}},
		{"footer", collectors.Link{Tag: "a", Section: "footer", Text: "Acme"}, "twitter", "", 1, []string{"site-wide-block"}},
		{"aside", collectors.Link{Tag: "a", Section: "aside", Text: "Acme"}, "twitter", "", 1, []string{"site-wide-block"}},
		{"embed", collectors.Link{Tag: "a", Section: "embed", Text: "@acme"}, "twitter", "", 1, []string{"embed"}},
		{"logos", collectors.Link{Tag: "a", Section: "logos"}, "twitter", "", 1, []string{"logos"}},
		{"people", collectors.Link{Tag: "a", Section: "people", Text: "Jane"}, "twitter", "", 1, []string{"person"}},
		// A card that invites in the site's voice is not a person's.
		{"people_follow_us", collectors.Link{Tag: "a", Section: "people", Text: "Follow @cnni", Before: "FOLLOW US"}, "twitter", "", 1, []string{"follow-text"}},
		{"people_find_us", collectors.Link{Tag: "a", Section: "people", Text: "YouTube", Before: "Find us on"}, "youtube", "", 1, []string{"follow-text"}},
		{"people_near_miss_our_founder", collectors.Link{Tag: "a", Section: "people", Text: "Nancy Davolio", Before: "Our founder"}, "linkedin", "", 1, []string{"person"}},
		{"people_near_miss_follow_jane", collectors.Link{Tag: "a", Section: "people", Text: "Follow Jane"}, "twitter", "", 1, []string{"person"}},
		{"people_near_miss_long_before", collectors.Link{Tag: "a", Section: "people", Text: "Jane", Before: "Jane joined us from Globex in 2019, follow us"}, "twitter", "", 1, []string{"person"}},
		{"article_body", collectors.Link{Tag: "a", Section: "article", Text: "Jane"}, "twitter", "", 1, []string{"body"}},
		{"main_body", collectors.Link{Tag: "a", Section: "main", Text: "Jane"}, "twitter", "", 1, []string{"body"}},
		{"article_link_element", collectors.Link{Tag: "link", Section: "article"}, "twitter", "", 1, nil},
		// A social list, unless it is a person's card.
		{"social_list", collectors.Link{Tag: "a", Social: true, Text: "Acme"}, "twitter", "", 1, []string{"social-list"}},
		{"social_list_in_people", collectors.Link{Tag: "a", Social: true, Section: "people", Text: "Jane"}, "twitter", "", 1, []string{"person"}},
		// The start page outside any region; not deeper, not a <link>.
		{"start_page", collectors.Link{Tag: "a", Text: "Acme"}, "twitter", "", 0, []string{"start-page"}},
		{"start_page_area", collectors.Link{Tag: "area", Text: "Acme"}, "twitter", "", 0, []string{"start-page"}},
		{"deeper_page", collectors.Link{Tag: "a", Text: "Acme"}, "twitter", "", 1, nil},
		{"start_page_link_element", collectors.Link{Tag: "link"}, "twitter", "", 0, nil},
		// Invitations and credits: outside the content the text before
		// counts; inside, only the link's own and a short heading just
		// before it.
		{"invite_in_text", collectors.Link{Tag: "a", Text: "Follow us on Twitter", Section: "footer"}, "twitter", "", 1, []string{"follow-text", "site-wide-block"}},
		{"invite_before_outside", collectors.Link{Tag: "a", Before: "Find us on", Text: "Acme", Section: "footer"}, "twitter", "", 1, []string{"follow-text", "site-wide-block"}},
		{"invite_heading_inside", collectors.Link{Tag: "a", Before: "Follow us on", Text: "Twitter", Section: "article"}, "twitter", "", 1, []string{"body", "follow-text"}},
		{"invite_before_inside_not_heading", collectors.Link{Tag: "a", Before: "thanks to all of you who follow us, and to", Text: "Jane", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"contact_heading_inside", collectors.Link{Tag: "a", Before: "Contatti", Text: "@cisf.25", Section: "article"}, "instagram", "", 1, []string{"body", "follow-text"}},
		{"contact_heading_social_media", collectors.Link{Tag: "a", Before: "Sosiale medier", Text: "Instagram", Section: "main"}, "instagram", "", 1, []string{"body", "follow-text"}},
		{"contact_near_miss_sentence", collectors.Link{Tag: "a", Before: "For press, contact Jane", Text: "Jane", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"contact_near_miss_long", collectors.Link{Tag: "a", Before: "You can contact the author directly at", Text: "Jane", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"contact_near_miss_outside_heading_word", collectors.Link{Tag: "a", Text: "Contact", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"heading_near_miss_our", collectors.Link{Tag: "a", Text: "Nancy Davolio", Before: "Our founder", Section: "article"}, "linkedin", "", 1, []string{"body"}},
		{"heading_near_miss_pour", collectors.Link{Tag: "a", Text: "Ridgeline Roasters", Before: "We pour", Section: "article"}, "instagram", "", 1, []string{"body"}},
		{"invite_in_text_inside", collectors.Link{Tag: "a", Text: "follow us", Section: "article"}, "twitter", "", 1, []string{"body", "follow-text"}},
		{"follow_word_outside", collectors.Link{Tag: "a", Text: "Subscribe", Section: "footer"}, "youtube", "", 1, []string{"follow-text", "site-wide-block"}},
		{"follow_word_inside", collectors.Link{Tag: "a", Text: "Subscribe", Section: "article"}, "youtube", "", 1, []string{"body"}},
		{"french_invite", collectors.Link{Tag: "a", Text: "Suivez-nous", Section: "footer"}, "twitter", "", 1, []string{"follow-text", "site-wide-block"}},
		{"credit_before_outside", collectors.Link{Tag: "a", Before: "Website by", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_heading_inside", collectors.Link{Tag: "a", Before: "photo by", Text: "Jane", Section: "article"}, "twitter", "", 1, []string{"body", "credit"}},
		{"credit_before_inside_not_heading", collectors.Link{Tag: "a", Before: "the recipe, adapted with thanks, photo by", Text: "Jane", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"credit_in_text_inside", collectors.Link{Tag: "a", Text: "Photography by Jane", Section: "article"}, "flickr", "", 1, []string{"body", "credit"}},
		{"credit_design_colon", collectors.Link{Tag: "a", Before: "© Untitled. All rights reserved. Design: HTML5 UP &", Text: "Dominik Meurer", Section: "footer"}, "github", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_realise_par", collectors.Link{Tag: "a", Before: "Site réalisé par", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_gestaltet_von", collectors.Link{Tag: "a", Before: "Gestaltet von", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_utviklet_av", collectors.Link{Tag: "a", Before: "Utviklet av", Text: "Havask", Section: "footer"}, "github", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_ontwikkeld_door", collectors.Link{Tag: "a", Before: "Website ontwikkeld door", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_developpe_par", collectors.Link{Tag: "a", Before: "Site conçu et développé par", Text: "Studio", Section: "footer"}, "linkedin", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_design_par", collectors.Link{Tag: "a", Before: "Copyright © 2025 ITN. Design par", Text: "Sébastien Boisgérault", Section: "footer"}, "github", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_design_von", collectors.Link{Tag: "a", Before: "Design von", Text: "Studio", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_diseno_por", collectors.Link{Tag: "a", Before: "Diseño por", Text: "Estudio", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_near_miss_design_parisien", collectors.Link{Tag: "a", Before: "Studio de design parisien. Suivez-nous sur", Text: "Instagram", Section: "footer"}, "instagram", "", 1, []string{"follow-text", "icon-label", "site-wide-block"}},
		{"credit_near_miss_design_partners", collectors.Link{Tag: "a", Before: "Your design partners in Lyon. Follow us", Text: "LinkedIn", Section: "footer"}, "linkedin", "", 1, []string{"follow-text", "icon-label", "site-wide-block"}},
		{"credit_near_miss_utviklingen_av", collectors.Link{Tag: "a", Before: "Følg utviklingen av prosjektet på", Text: "Facebook", Section: "footer"}, "facebook", "", 1, []string{"icon-label", "site-wide-block"}},
		{"credit_near_miss_design_word", collectors.Link{Tag: "a", Before: "Interior design studio in Oslo. Follow us", Text: "Instagram", Section: "footer"}, "instagram", "", 1, []string{"follow-text", "icon-label", "site-wide-block"}},
		{"social_list_in_content", collectors.Link{Tag: "a", Social: true, Before: "Follow us", Text: "Instagram", Section: "article"}, "instagram", "", 1, []string{"body", "follow-text", "social-list"}},
		{"social_list_near_miss_prose", collectors.Link{Tag: "a", Social: true, Before: "We joined the campaign promoted by", Text: "Ondata", Section: "article"}, "twitter", "", 1, []string{"body"}},
		{"social_list_after_sentence_in_footer", collectors.Link{Tag: "a", Social: true, Before: "Stay in touch with us, we post every day.", Text: "Instagram", Section: "footer"}, "instagram", "", 1, []string{"icon-label", "site-wide-block", "social-list"}},
		{"credit_by_outside", collectors.Link{Tag: "a", Before: "© 2021 / Ported to Hugo By", Text: "jbub", Section: "footer"}, "github", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_par_outside", collectors.Link{Tag: "a", Before: "Thème par", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		// A credit's second party, joined to a first named in words by
		// "and" or its like (a first that is a link: TestJoinedCredit).
		{"credit_by_second_party_named", collectors.Link{Tag: "a", Before: "Made with by Lucas and", Text: "Marcelo", Section: "footer"}, "github", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_by_second_party_comma", collectors.Link{Tag: "a", Before: "Illustrations by Jan de Vries,", Text: "Piet", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_hecho_por", collectors.Link{Tag: "a", Before: "© 2024 Panadería Sol · Hecho con cariño por", Text: "Estudio Lumen", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_realizat_de", collectors.Link{Tag: "a", Before: "Site realizat de", Text: "Agenția Nova", Section: "footer"}, "facebook", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_keszitette", collectors.Link{Tag: "a", Before: "A weboldalt készítette:", Text: "Kovács Stúdió", Section: "footer"}, "facebook", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_razrabotka_saita", collectors.Link{Tag: "a", Before: "Разработка сайта —", Text: "Студия Пиксель", Section: "footer"}, "telegram", "", 1, []string{"credit", "site-wide-block"}},
		{"credit_laget_av", collectors.Link{Tag: "a", Before: "Nettsiden er laget av", Text: "Byrå Nord", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		// Near misses: the site's own "made" words, about its products.
		{"credit_near_miss_hecho_a_mano", collectors.Link{Tag: "a", Before: "Pan hecho a mano en Sevilla. Síguenos en", Text: "Instagram", Section: "footer"}, "instagram", "", 1, []string{"follow-text", "icon-label", "site-wide-block"}},
		{"credit_near_miss_dizain_interera", collectors.Link{Tag: "a", Before: "Студия дизайна интерьера. Мы в", Text: "Telegram", Section: "footer"}, "telegram", "", 1, []string{"icon-label", "site-wide-block"}},
		{"credit_oleh_outside", collectors.Link{Tag: "a", Before: "Situs ini didesain oleh", Text: "Studio Digital", Section: "footer"}, "whatsapp", "phone", 1, []string{"contact-channel", "credit", "site-wide-block"}},
		{"credit_por_outside", collectors.Link{Tag: "a", Before: "Desarrollado con cariño por", Text: "Estudio", Section: "footer"}, "instagram", "", 1, []string{"credit", "site-wide-block"}},
		// Near misses: a join after more than three words past "by"; a
		// join after no "by"; "and" inside a word.
		{"credit_join_near_miss_far", collectors.Link{Tag: "a", Before: "Stand by your local team all year and", Text: "Acme", Section: "footer"}, "facebook", "", 1, []string{"site-wide-block"}},
		{"credit_join_near_miss_no_by", collectors.Link{Tag: "a", Before: "Find Acme on Facebook and", Text: "Acme Studio", Section: "footer"}, "instagram", "", 1, []string{"follow-text", "site-wide-block"}},
		{"credit_join_near_miss_word", collectors.Link{Tag: "a", Before: "Run by Acme Band", Text: "Acme", Section: "footer"}, "instagram", "", 1, []string{"site-wide-block"}},
		// Near misses: a name ending in "by", and "by" in the content.
		{"credit_by_near_miss_name", collectors.Link{Tag: "a", Before: "Abby", Text: "", Section: "footer"}, "twitter", "", 1, []string{"icon-label", "site-wide-block"}},
		{"credit_by_near_miss_service_name", collectors.Link{Tag: "a", Before: "Bookings by", Text: "WhatsApp", Section: "footer"}, "whatsapp", "", 1, []string{"icon-label", "site-wide-block"}},
		{"credit_by_near_miss_invite", collectors.Link{Tag: "a", Before: "Follow us by", Text: "clicking here", Section: "footer"}, "twitter", "", 1, []string{"follow-text", "site-wide-block"}},
		{"credit_by_near_miss_content", collectors.Link{Tag: "a", Before: "A talk by", Text: "Jane", Section: "main"}, "twitter", "", 1, []string{"body"}},
		{"credit_beats_invite", collectors.Link{Tag: "a", Before: "Follow us · Site by", Text: "Studio", Section: "footer"}, "twitter", "", 1, []string{"credit", "site-wide-block"}},
		// Icon labels: the service's name or nothing, outside the content.
		{"icon_empty", collectors.Link{Tag: "a", Section: "footer"}, "twitter", "", 1, []string{"icon-label", "site-wide-block"}},
		{"icon_service_name", collectors.Link{Tag: "a", Text: "Facebook", Section: "footer"}, "facebook", "", 1, []string{"icon-label", "site-wide-block"}},
		{"icon_x_for_twitter", collectors.Link{Tag: "a", Text: "X", Section: "footer"}, "twitter", "", 1, []string{"icon-label", "site-wide-block"}},
		{"icon_logo_suffix", collectors.Link{Tag: "a", Text: "LinkedIn logo", Section: "footer"}, "linkedin", "", 1, []string{"icon-label", "site-wide-block"}},
		{"icon_other_service", collectors.Link{Tag: "a", Text: "Instagram", Section: "footer"}, "facebook", "", 1, []string{"site-wide-block"}},
		{"icon_inside", collectors.Link{Tag: "a", Text: "Facebook", Section: "article"}, "facebook", "", 1, []string{"body"}},
		{"icon_meta", collectors.Link{Tag: "link", Section: "head"}, "facebook", "", 1, nil},
		// A phone's click-to-chat link outside the content is a channel
		// (in the content, only on a contact page: TestContactPage).
		{"phone_outside", collectors.Link{Tag: "a", Text: "+1 555 0100", Section: "footer"}, "whatsapp", "phone", 1, []string{"contact-channel", "site-wide-block"}},
		{"phone_inside", collectors.Link{Tag: "a", Text: "+1 555 0100", Section: "article"}, "whatsapp", "phone", 1, []string{"body"}},
		{"phone_on_a_card", collectors.Link{Tag: "a", Text: "+1 555 0100", Section: "people"}, "whatsapp", "phone", 1, []string{"person"}},
		{"phone_quoted", collectors.Link{Tag: "a", Text: "+1 555 0100", Section: "embed"}, "whatsapp", "phone", 1, []string{"embed"}},
		{"not_a_phone", collectors.Link{Tag: "a", Text: "+1 555 0100", Section: "footer"}, "whatsapp", "", 1, []string{"site-wide-block"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sighting(tt.l, tt.service, tt.kind, tt.depth).names()
			if !slices.Equal(got, tt.want) {
				t.Errorf("sighting(%+v, %q, %q, %d) = %q; want %q", tt.l, tt.service, tt.kind, tt.depth, got, tt.want)
			}
		})
	}
}
