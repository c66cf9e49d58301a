package ownership

import "testing"

// TestStreamSource checks that the page a social stream plugin shows,
// named in its header or, in Custom Facebook Feed, as each post's author,
// is the site's own, even by a numeric id no name can be read from; that
// a page tagged in a post's text stays a mention; and that a retweet's
// author in Custom Twitter Feeds is not the site's.
func TestStreamSource(t *testing.T) {
	const home = "https://dojo.example/"
	cff := `<div class="cff-wrapper"><div id="cff" class="cff cff-list-container"><div class="cff-posts-wrap">` +
		`<div class="cff-item cff-video-post author-karate-dojo"><div class="cff-author"><div class="cff-author-text">` +
		`<div class="cff-page-name cff-author-date"><a href="https://facebook.com/692122390910335">Karate Dojo Hombu</a></div></div></div>` +
		`<div class="cff-post-text"><p>Thanks to <a href="https://facebook.com/cityhallsports">City Hall Sports</a> for the hall.</p></div></div></div></div></div>`
	ctf := `<div class="ctf-tweets"><div class="ctf-item ctf-retweet"><div class="ctf-context">Karate Dojo retweeted</div>` +
		`<div class="ctf-author-box"><a class="ctf-author-name" href="https://twitter.com/sportsnews">Sports News</a></div>` +
		`<p class="ctf-tweet-text">A great tournament.</p></div></div>`
	tests := []struct {
		name, service, handle string
		own                   bool
	}{
		{"cff_author_by_id", "facebook", "692122390910335", true},
		// Near misses, and a stream header whose account its name
		// already gave the site.
		{"sbi_header", "instagram", "karatedojo_hombu", true},
		{"page_tagged_in_post", "facebook", "cityhallsports", false},
		{"retweeted_author", "twitter", "sportsnews", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sbi := `<div id="sb_instagram" class="sbi"><div class="sb_instagram_header"><a href="https://www.instagram.com/karatedojo_hombu/">karatedojo_hombu</a></div>` +
				`<div id="sbi_images"><div class="sbi_item"><a href="https://www.instagram.com/p/Cx1/">photo</a></div></div></div>`
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Karate Dojo</title></head><body><main><h1>Karate Dojo</h1><p>Training for all ages.</p>` + cff + `</main>` +
					`<footer><p>Karate Dojo, Main Street 1</p></footer></body></html>`},
				{home + "news/", 1, `<html><head><title>News</title></head><body><main><h1>News</h1><p>What we do.</p>` + sbi + ctf + `</main></body></html>`},
			})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}

// TestCastCard checks that the social links of an actor's card in a
// film's cast list are the actor's, while the film's own icon row on the
// same page stays its own.
func TestCastCard(t *testing.T) {
	const home = "https://film.example/"
	card := func(class string) string {
		return `<div class="item"><div class="` + class + `"><div class="avatar"><img src="a.jpg"></div><div class="details"><ul class="social">` +
			`<li><a href="https://www.facebook.com/janeactress"><i class="fa fa-facebook"></i></a></li>` +
			`<li><a href="https://twitter.com/janeactress"><i class="fa fa-twitter"></i></a></li></ul></div>` +
			`<div class="actor-info"><h4>Jane Actress</h4><h5>1980</h5></div></div></div>`
	}
	for _, tt := range []struct {
		name, class, handle string
		own                 bool
	}{
		{"actor_card", "actor", "janeactress", false},
		{"film_own_row", "actor", "thefilm", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>The Film</title></head><body><header><ul class="social"><li><a href="https://www.facebook.com/thefilm"><i class="fa fa-facebook"></i></a></li></ul></header>` +
					`<main><h1>The Film</h1><section id="cast"><h2>Cast</h2>` + card(tt.class) + `</section></main></body></html>`},
			})
			a, isOwn := lookup(own, mentions, "facebook", tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:%s = %+v, own %t; want own %t", tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
