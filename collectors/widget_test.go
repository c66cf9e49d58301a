package collectors

import (
	"net/url"
	"slices"
	"testing"
)

// TestParsePageWidgets reads each follow widget that names an account
// with no <a>, and the like button of a Facebook page, beside near
// misses: share buttons, a like button or like box of an article, a badge
// script from elsewhere.
func TestParsePageWidgets(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // the account the widget names, "service:account", or "" for none
	}{
		{"fb_page_div", `<div class="fb-page" data-href="https://www.facebook.com/acme" data-tabs="timeline"></div>`, "facebook:acme"},
		{"fb_like_box_div", `<div class="fb-like-box" data-href="https://www.facebook.com/acme"></div>`, "facebook:acme"},
		{"xfbml_like_box", `<fb:like-box href="http://www.facebook.com/acme" width="292"></fb:like-box>`, "facebook:acme"},
		{"xfbml_page", `<FB:PAGE href="https://www.facebook.com/acme"></FB:PAGE>`, "facebook:acme"},
		{"xfbml_fan_profile_id", `<fb:fan profile_id="94410305116" stream="false"></fb:fan>`, "facebook:94410305116"},
		{"twitter_screen_name_span", `<span data-screen-name="@acme" class="follow"></span>`, "twitter:acme"},
		{"yt_subscribe_channel", `<div class="g-ytsubscribe" data-channel="AcmeTV" data-layout="full"></div>`, "youtube:user/acmetv"},
		{"yt_subscribe_channelid", `<div class="g-ytsubscribe" data-channelid="UCbP1zE0GuAvBTKGBTOoPOIg"></div>`, "youtube:channel/UCbP1zE0GuAvBTKGBTOoPOIg"},
		{"linkedin_follow_company", `<script type="IN/FollowCompany" data-id="1234" data-counter="right"></script>`, "linkedin:company/1234"},
		{"flickr_badge", `<div id="flickr_badge_wrapper"><script src="https://www.flickr.com/badge_code_v2.gne?count=3&amp;display=latest&amp;source=user&amp;user=12345678%40N00"></script></div>`, "flickr:photos/12345678@N00"},
		{"fb_like_of_page", `<div class="fb-like" data-href="https://www.facebook.com/acme" data-layout="button"></div>`, "facebook:acme"},
		{"xfbml_like_of_page", `<fb:like href="https://www.facebook.com/acme"></fb:like>`, "facebook:acme"},
		{"iframe_like_of_page", `<iframe src="//www.facebook.com/plugins/like.php?href=http%3A%2F%2Fwww.facebook.com%2Facme&amp;layout=button_count"></iframe>`, "facebook:acme"},
		{"page_plugin_own_class", `<div id="header_facebook_contenu" data-href="http://www.facebook.com/acme" data-width="292" data-show-faces="true" data-stream="false"></div>`, "facebook:acme"},
		// A data-href that names no Facebook page leaves the other
		// widgets of the element to be read.
		{"screen_name_beside_data_href", `<span class="follow" data-href="/follow" data-screen-name="acme"></span>`, "twitter:acme"},
		{"yt_subscribe_beside_data_href", `<div class="g-ytsubscribe" data-channelid="UCbP1zE0GuAvBTKGBTOoPOIg" data-href="https://acme.example/"></div>`, "youtube:channel/UCbP1zE0GuAvBTKGBTOoPOIg"},
		{"click_to_chat_settings", `<span class="ht_ctc_chat_data" data-no_number="" data-settings="{&quot;number&quot;:&quot;6281234987650&quot;,&quot;pre_filled&quot;:&quot;Halo&quot;,&quot;dis_m&quot;:&quot;show&quot;}"></span>`, "whatsapp:6281234987650"},
		{"joinchat_settings", `<div class="joinchat joinchat--right" data-settings='{"telephone":"+34 611 22 33 49","mobile_only":false,"message_send":""}'></div>`, "whatsapp:34611223349"},
		{"chat_settings_international_prefix", `<div class="joinchat" data-settings='{"telephone":"0034611223349"}'></div>`, "whatsapp:34611223349"},
		{"chat_settings_national_number", `<div class="joinchat" data-settings='{"telephone":"0812 3498 7650"}'></div>`, ""},
		{"chat_settings_no_number", `<div class="joinchat" data-settings='{"telephone":"","mobile_only":false}'></div>`, ""},
		{"settings_not_a_chat", `<div class="elementor-element elementor-widget-button" data-settings='{"phone":"34611223349"}'></div>`, ""},
		{"chat_settings_not_json", `<div class="livechat" data-settings="number=34611223349"></div>`, ""},
		// Near misses.
		{"data_href_of_article", `<div class="comments" data-href="https://acme.example/post"></div>`, ""},
		{"data_href_of_a_post", `<div class="embed" data-href="https://www.facebook.com/acme/posts/123"></div>`, ""},
		{"fb_like_of_article", `<div class="fb-like" data-href="https://acme.example/post" data-layout="button"></div>`, ""},
		{"xfbml_like_of_article", `<fb:like href="https://acme.example/post"></fb:like>`, ""},
		{"iframe_like_of_article", `<iframe src="https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Facme.example%2Fpost"></iframe>`, ""},
		{"iframe_like_of_a_post", `<iframe src="https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fwww.facebook.com%2Facme%2Fposts%2F123"></iframe>`, ""},
		{"iframe_like_elsewhere", `<iframe src="https://likes.example/plugins/like.php?href=https%3A%2F%2Fwww.facebook.com%2Facme"></iframe>`, ""},
		{"fb_like_lookalike_host", `<div class="fb-like" data-href="https://www.facebook.com.evil.example/acme"></div>`, ""},
		{"fb_like_box_of_article", `<div class="fb-like-box" data-href="https://acme.example/post"></div>`, ""},
		{"fb_share_button", `<div class="fb-share-button" data-href="https://www.facebook.com/acme"></div>`, ""},
		{"twitter_share_screen_name", `<a class="twitter-share-button" href="#" data-screen-name="acme">Tweet</a>`, ""},
		{"yt_channel_without_subscribe", `<div class="video" data-channel="AcmeTV"></div>`, ""},
		{"linkedin_share_script", `<script type="IN/Share" data-id="1234"></script>`, ""},
		{"badge_of_elsewhere", `<script src="https://badges.example/badge_code_v2.gne?user=12345678@N00"></script>`, ""},
		{"flickr_script_not_badge", `<script src="https://www.flickr.com/js/app.js?user=12345678@N00"></script>`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse("https://acme.example/")
			p := ParsePage(u, []byte(tt.in))
			var got string
			for _, l := range p.Links {
				if l.Tag != "widget" {
					continue
				}
				if f, ok := Match(l.URL.String()); ok {
					got = f.Service + ":" + f.Account
				}
			}
			if got != tt.want {
				t.Errorf("widget account of %q = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestParsePagePeople reads the people a page gives as its author or
// publisher, and not the people it only mentions.
func TestParsePagePeople(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"meta_author", `<meta name="author" content=" Jane  Doe ">`, []string{"Jane Doe"}},
		{"jsonld_publisher_person", `<script type="application/ld+json">{"@type":"BlogPosting","publisher":{"@type":"Person","name":"Jane Doe"}}</script>`, []string{"Jane Doe"}},
		{"jsonld_authors", `<script type="application/ld+json">{"@type":"Article","author":[{"@type":"Person","name":"Jane"},{"@type":"Person","name":"Max"}]}</script>`, []string{"Jane", "Max"}},
		{"jsonld_person_type_list", `<script type="application/ld+json">{"@type":"WebPage","author":{"@type":["Person","Author"],"name":"Jane Doe"}}</script>`, []string{"Jane Doe"}},
		{"jsonld_person_type_url", `<script type="application/ld+json">{"@type":"WebPage","author":{"@type":"https://schema.org/Person","name":"Jane Doe"}}</script>`, []string{"Jane Doe"}},
		{"near_miss_type_list_without_person", `<script type="application/ld+json">{"@type":"WebPage","publisher":{"@type":["Organization","Brand"],"name":"Acme"}}</script>`, nil},
		{"near_miss_publisher_organization", `<script type="application/ld+json">{"@type":"Article","publisher":{"@type":"Organization","name":"Acme"}}</script>`, nil},
		{"near_miss_mentioned_person", `<script type="application/ld+json">{"@type":"Article","mentions":{"@type":"Person","name":"Jane Doe"}}</script>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse("https://acme.example/")
			got := ParsePage(u, []byte(tt.in)).People
			if !slices.Equal(got, tt.want) {
				t.Errorf("People of %q = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}
