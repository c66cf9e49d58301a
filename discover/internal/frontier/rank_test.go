package frontier

import (
	"net/url"
	"slices"
	"testing"
)

// rankTests holds a row per ranking rule, with near misses: what a link
// shows, the signals Rank must read, and whether the page is worth
// fetching (score ≥ Threshold).
var rankTests = []struct {
	name, url, text, section string
	depth                    int
	want                     []Signal
	fetch                    bool
}{
	// Path words, in the corpus's languages.
	{"contactPath", "https://acme.example/contact/", "", "main", 1, []Signal{AccountsPath, ContactPage}, true},
	{"contactUsHTML", "https://acme.example/contact-us.html", "", "", 1, []Signal{AccountsPath, ContactPage}, true},
	{"aboutTeam", "https://acme.example/about/team", "", "", 1, []Signal{AccountsPath}, true},
	{"impressum", "https://acme.example/impressum", "", "", 1, []Signal{AccountsPath, ContactPage}, true},
	{"ueberUns", "https://acme.example/ueber-uns/", "", "", 1, []Signal{AccountsPath}, true},
	{"quienesSomos", "https://acme.example/quienes-somos", "", "", 1, []Signal{AccountsPath}, true},
	{"chiSiamo", "https://acme.example/it/chi-siamo/", "", "", 1, []Signal{AccountsPath}, true},
	{"aPropos", "https://acme.example/a-propos", "", "", 1, []Signal{AccountsPath}, true},
	{"overOns", "https://acme.example/over-ons", "", "", 1, []Signal{AccountsPath}, true},
	{"oNas", "https://acme.example/o-nas/", "", "", 1, []Signal{AccountsPath}, true},
	{"pressRoom", "https://acme.example/press-room", "", "", 1, []Signal{AccountsPath}, true},
	{"japaneseContact", "https://acme.example/お問い合わせ/", "", "", 1, []Signal{AccountsPath, ContactPage}, true},
	{"liensPath", "https://acme.example/liens/", "", "", 1, []Signal{AccountsPath}, true},
	{"lenkerText", "https://acme.example/side-7", "Lenker", "", 1, []Signal{AccountsText}, true},
	{"videosPath", "https://acme.example/videos/", "", "", 1, []Signal{AccountsPath}, true},
	{"bilderVideosPath", "https://acme.example/verein/bilder-videos/", "", "", 1, []Signal{AccountsPath}, true},
	{"fotosYVideosText", "https://acme.example/pagina-3", "Fotos y vídeos", "", 1, []Signal{AccountsText}, true},
	{"bilderPathAlone", "https://acme.example/bilder/", "", "", 1, nil, false},
	// Accents folded however written: Vietnamese, Latvian, Hungarian,
	// Greek; Cyrillic read as written.
	{"lienHePath", "https://acme.example/lien-he/", "", "", 1, []Signal{AccountsPath, ContactPage}, true},
	{"lienHeText", "https://acme.example/trang-7", "Liên hệ", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"parMumsText", "https://acme.example/lapa-2", "Par mums", "", 1, []Signal{AccountsText}, true},
	{"kapcsolatText", "https://acme.example/oldal-9", "Kapcsolat", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"greekContactText", "https://acme.example/selida-4", "Επικοινωνία", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"russianContactText", "https://acme.example/page-5", "Контакты", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"decomposedAccentText", "https://acme.example/x", "Lie\u0302n he\u0323\u0302", "", 1, []Signal{AccountsText, ContactPage}, true},
	// A directions page, which repeats the contact lines.
	{"kaNokluText", "https://acme.example/ka_noklut/", "Kā nokļūt", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"anfahrtPath", "https://acme.example/anfahrt.html", "", "", 1, []Signal{AccountsPath}, true},
	{"planDAccesText", "https://acme.example/page-3", "Plan d'accès", "", 1, []Signal{AccountsText}, true},
	{"directionsPost", "https://acme.example/blog/new-directions-for-2024", "New directions for 2024", "", 1, []Signal{Post}, false},
	// Near misses: a word that only looks like one once folded, and
	// a post whose title starts with one.
	{"lienAlone", "https://acme.example/lien/", "", "", 1, nil, false},
	{"kontaktPost", "https://acme.example/2023/04/kapcsolat-a-termeszettel", "", "", 1, []Signal{Post}, false},
	{"linkedPostPath", "https://acme.example/2021/03/links-of-the-week", "", "", 1, []Signal{Post}, false},
	// Link texts.
	{"contactUsText", "https://acme.example/?page_id=12", "Contact us", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"ueberUnsText", "https://acme.example/seite-3", "Über uns", "", 1, []Signal{AccountsText}, true},
	{"quienesSomosText", "https://acme.example/x", "¿Quiénes somos?", "", 1, []Signal{AccountsText}, true},
	{"elidedTeamText", "https://acme.example/x", "L’équipe", "", 1, []Signal{AccountsText}, true},
	{"contactOfAssociation", "https://acme.example/x", "Contact de l’association", "", 1, nil, false},
	{"cfpPath", "https://acme.example/program-2/cfp/", "", "", 1, []Signal{AccountsPath}, true},
	{"callForPapersText", "https://acme.example/x", "Call for Papers", "", 1, []Signal{AccountsText}, true},
	{"callForPapersPost", "https://acme.example/2024/05/call-for-papers", "Call for papers now open", "", 1, []Signal{AccountsPath, Post}, false},
	{"aProposText", "https://acme.example/x", "À propos", "", 1, []Signal{AccountsText}, true},
	{"getInTouch", "https://acme.example/x", "Get in touch", "", 1, []Signal{AccountsText, ContactPage}, true},
	{"bothWordsInNav", "https://acme.example/kontakt", "Kontakt", "nav", 1, []Signal{AccountsPath, AccountsText, ContactPage, Chrome}, true},
	// Near misses: the words in a longer title, a product's name.
	{"postTitledAbout", "https://acme.example/blog/about-our-new-office", "About our new office", "main", 1, []Signal{Post}, false},
	{"aboutSentence", "https://acme.example/x", "Read about our new office", "main", 1, nil, false},
	{"ourBrands", "https://acme.example/our-brands/", "Our brands", "nav", 1, []Signal{AccountsPath, AccountsText, Chrome}, true},
	{"nosMarques", "https://groupe.example/fr/marques", "Nos marques", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"unsereMarken", "https://gruppe.example/unsere-marken/", "", "main", 1, []Signal{AccountsPath}, true},
	// A shop's listing of the makers it sells is one of its product
	// pages; a brand of the shop's catalogue is a product listing too.
	{"shopBrands", "https://acme.example/shop/brands/", "Brands", "", 1, []Signal{AccountsPath, AccountsText, Product}, false},
	{"catalogueBrand", "https://acme.example/brands/nike", "Nike", "main", 1, nil, false},
	{"contactLens", "https://acme.example/products/contact-lens", "Contact lens", "", 1, []Signal{Product}, false},
	{"teamPlayer", "https://acme.example/team-player-award", "Team player award", "", 1, nil, false},
	{"gameOver", "https://acme.example/game-over", "Game over", "", 1, nil, false},
	// Posts indexes.
	{"blogInNav", "https://acme.example/blog/", "Blog", "nav", 1, []Signal{FeedPath, FeedText, Chrome}, true},
	{"newsInFooter", "https://acme.example/news", "", "footer", 1, []Signal{FeedPath, Chrome}, true},
	{"aktuellesText", "https://acme.example/seite", "Aktuelles", "header", 1, []Signal{FeedText, Chrome}, true},
	{"blogInContent", "https://acme.example/blog/", "", "main", 1, []Signal{FeedPath}, false},
	// A static export links a folder by its index file (seen on fresh2, not
	// blind): /blog/index.html is the posts index, /kontakt/index.html the
	// contact page; a post's own index file is still a post, and a file
	// named like an index but not one (/blog/index-of-posts) is a post.
	{"blogIndexFile", "https://acme.example/blog/index.html", "News", "nav", 1, []Signal{FeedPath, FeedText, Chrome}, true},
	{"contactIndexFile", "https://acme.example/kontakt/index.html", "", "", 1, []Signal{AccountsPath, ContactPage}, true},
	{"postIndexFile", "https://acme.example/blog/launch/index.html", "Launch", "article", 1, []Signal{Post}, false},
	{"blogIndexOfPosts", "https://acme.example/blog/index-of-posts", "", "main", 1, []Signal{Post}, false},
	{"engineeringBlog", "https://blog.acme.example/", "Engineering blog", "nav", 1, []Signal{FeedText, OtherHost, Chrome}, true},
	{"docsHost", "https://docs.acme.example/", "Docs", "main", 1, []Signal{OtherHost}, true},
	{"sameHostHome", "https://acme.example/", "Home", "nav", 1, []Signal{Chrome}, false},
	{"otherHostPage", "https://docs.acme.example/guide/start", "Start", "main", 1, nil, false},
	{"careers", "https://acme.example/karriere/", "Karriere", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"oneCareer", "https://acme.example/careers/backend-engineer", "Backend engineer", "", 1, []Signal{Post}, false},
	{"machMit", "https://acme.example/mach-mit", "Mach mit!", "nav", 1, []Signal{AccountsPath, AccountsText, Chrome}, true},
	{"getInvolved", "https://acme.example/x", "Get involved", "", 1, []Signal{AccountsText}, true},
	{"ourStores", "https://acme.example/our-stores/", "Our stores", "", 1, []Signal{AccountsPath, AccountsText}, true},
	// Internships, a careers page's sibling, in the corpus's languages.
	{"stageLopen", "https://acme.example/werken-bij/stagelopen", "Stage lopen", "nav", 1, []Signal{AccountsPath, AccountsText, Chrome}, true},
	{"internships", "https://acme.example/internships/", "Internships", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"praktikum", "https://acme.example/praktikum", "Praktikum", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"tirocinio", "https://acme.example/tirocinio", "", "", 1, []Signal{AccountsPath}, true},
	// Near misses: a stage of a festival, one internship offer.
	{"mainStage", "https://acme.example/main-stage", "Main stage", "nav", 1, []Signal{Chrome}, false},
	{"oneInternship", "https://acme.example/jobs/summer-internship", "Summer internship", "main", 1, []Signal{Post}, false},
	// Membership and support pages, where an association names the
	// accounts it asks its members to follow (seen on fresh2, not blind:
	// "Contribuir" at /socios/); near misses: a members' login, a post
	// about a member, contributing on a code host, a "Support" help desk.
	{"socios", "https://acme.example/socios/", "Contribuir", "nav", 1, []Signal{AccountsPath, AccountsText, Chrome}, true},
	{"mitgliedWerden", "https://verein.example/mitglied-werden", "Mitglied werden", "", 1, []Signal{AccountsPath, AccountsText}, true},
	{"becomeMember", "https://club.example/x", "Become a member", "", 1, []Signal{AccountsText}, true},
	{"supportUs", "https://ngo.example/support-us/", "", "footer", 1, []Signal{AccountsPath, Chrome}, true},
	{"membersLogin", "https://club.example/members/login", "Members login", "nav", 1, []Signal{Chrome}, false},
	{"memberPost", "https://club.example/news/new-member-anna", "Welcome, Anna", "main", 1, []Signal{Post}, false},
	{"contributeOnCodeHost", "https://acme.example/x", "Contribute on Codeberg", "main", 1, nil, false},
	{"supportDesk", "https://acme.example/support", "Support", "nav", 1, []Signal{Chrome}, false},
	// A contact page or an imprint comes before the other accounts
	// pages; near misses: a product, a post, a contact word in a title.
	{"kontaktHTML", "https://acme.example/kontakt.html", "Kontakt", "footer", 1, []Signal{AccountsPath, AccountsText, ContactPage, Chrome}, true},
	{"mentionsLegales", "https://acme.example/mentions-legales/", "Mentions légales", "footer", 1, []Signal{AccountsPath, AccountsText, ContactPage, Chrome}, true},
	{"aboutNoContact", "https://acme.example/uber-uns/", "Über uns", "nav", 1, []Signal{AccountsPath, AccountsText, Chrome}, true},
	{"contactCentre", "https://acme.example/contact-centre-software", "Contact centre software", "nav", 1, []Signal{Chrome}, false},
	{"contactPost", "https://acme.example/blog/contact-us-anytime", "Contact us anytime", "main", 1, []Signal{Post}, false},
	{"longNewsTitle", "https://acme.example/x", "Read the latest company news", "", 1, nil, false},
	// A page named after a service, or announcing a release of code.
	{"codeRelease", "https://acme.example/open-source-veroeffentlichung-unserer-prototypen/", "Open Source Veröffentlichung unserer Prototypen", "main", 1, []Signal{ServiceNamed}, true},
	{"codeReleasedText", "https://acme.example/?page_id=7", "We open-sourced our tools: code released", "main", 1, []Signal{ServiceNamed}, true},
	{"rilascioCodice", "https://acme.example/rilascio-del-codice-sorgente", "", "main", 1, []Signal{ServiceNamed}, true},
	{"githubText", "https://acme.example/code", "Our code on GitHub", "main", 1, []Signal{ServiceNamed}, true},
	{"socialMediaPage", "https://acme.example/social-media-wall", "", "main", 1, []Signal{ServiceNamed}, true},
	// Near misses: open source named with no release, a release post.
	{"openSourceSummit", "https://acme.example/open-source-summit-recap", "Open Source Summit recap", "main", 1, nil, false},
	{"openSourceInPA", "https://acme.example/2024/05/open-source-in-pa", "Open source in PA: perché funziona", "main", 1, []Signal{Post}, false},
	{"releasePost", "https://acme.example/blog/source-code-released", "Source code released", "main", 1, []Signal{ServiceNamed, Post}, false},
	{"releaseNoCode", "https://acme.example/press-release-2024", "Press release 2024", "main", 1, nil, false},
	{"schemelessService", "https://acme.example/en/www.linkedin.com/company/acme", "LinkedIn", "main", 1, nil, false},
	{"servicePageFile", "https://acme.example/youtube.html", "", "main", 1, []Signal{ServiceNamed}, true},
	// X, Twitter's new name, as a whole text or an icon's path: a site's
	// own page that sends on to its account (seen on fresh16, opened).
	// Near misses: X among other words, x in a word, /x under a text
	// that names another page.
	{"xText", "https://club.example/x", "X", "main", 1, []Signal{ServiceNamed}, true},
	{"xIconPath", "https://club.example/x/", "", "footer", 1, []Signal{ServiceNamed, Chrome}, true},
	{"productX", "https://acme.example/product-x", "Product X", "main", 1, nil, false},
	{"xRay", "https://clinic.example/x-ray", "", "main", 1, nil, false},
	{"xPathOtherText", "https://club.example/x", "Become a member", "", 1, []Signal{AccountsText}, true},
	{"serviceDeep", "https://acme.example/youtube-channel", "YouTube channel", "main", 2, []Signal{ServiceNamed, Deep}, false},
	// Position alone.
	{"servicesInNav", "https://acme.example/services", "Services", "nav", 1, []Signal{Chrome}, false},
	{"inContent", "https://acme.example/services", "Services", "main", 1, nil, false},
	// Depth.
	{"contactDeep", "https://acme.example/contact", "Contact", "footer", 2, []Signal{AccountsPath, AccountsText, ContactPage, Chrome, Deep}, true},
	{"blogDeep", "https://acme.example/blog/", "Blog", "", 2, []Signal{FeedPath, FeedText, Deep}, false},
	// Low kinds.
	{"datedPost", "https://acme.example/2024/05/launch", "Launch", "main", 1, []Signal{Post}, false},
	{"archiveYear", "https://acme.example/2024/", "2024", "", 1, []Signal{Archive}, false},
	{"archiveWord", "https://acme.example/archive", "", "", 1, []Signal{Archive}, false},
	// A festival's yearly edition, a sub-site under its year (seen on
	// fresh3, not blind); near misses: a date archive by year, by month,
	// named as an archive, a post of that year, an edition two clicks deep.
	{"edition", "https://fest.example/2010/", "KBF 2010", "aside", 1, []Signal{Edition}, true},
	{"editionIndexFile", "https://fest.example/2019/index.html", "Festival 2019", "main", 1, []Signal{Edition}, true},
	{"editionInNav", "https://fest.example/2023/", "Edición 2023", "nav", 1, []Signal{Edition, Chrome}, true},
	{"archiveMonthText", "https://acme.example/2024/", "May 2024", "aside", 1, []Signal{Archive}, false},
	{"archiveMaiText", "https://acme.example/2024/", "Mai 2024", "aside", 1, []Signal{Archive}, false},
	{"archivesText", "https://acme.example/2024/", "Archives 2024", "aside", 1, []Signal{Archive}, false},
	{"yearOtherText", "https://acme.example/2024/", "KBF 2023", "aside", 1, []Signal{Archive}, false},
	{"yearMonthFolder", "https://acme.example/2024/05/", "Festival 2024", "aside", 1, []Signal{Archive}, false},
	{"postOfTheYear", "https://acme.example/2024/festival-2024", "Festival 2024", "main", 1, []Signal{Post}, false},
	{"editionDeep", "https://fest.example/2010/", "KBF 2010", "aside", 2, []Signal{Edition, Deep}, false},
	{"product", "https://acme.example/shop/blue-mug", "", "", 1, []Signal{Product}, false},
	{"tag", "https://acme.example/tag/press", "Press", "", 1, []Signal{AccountsPath, AccountsText, Tag}, false},
	{"category", "https://acme.example/category/news/", "News", "", 1, []Signal{FeedPath, FeedText, Tag}, false},
	{"author", "https://acme.example/author/jane", "Jane", "", 1, []Signal{Tag}, false},
	{"pagePath", "https://acme.example/blog/page/2/", "2", "", 1, []Signal{Pagination}, false},
	{"pageQuery", "https://acme.example/news?page=3", "Next", "", 1, []Signal{FeedPath, Pagination}, false},
	{"pageQueryFirst", "https://acme.example/news?page=1", "News", "nav", 1, []Signal{FeedPath, FeedText, Chrome}, true},
	{"contactPaginated", "https://acme.example/contact?page=2", "Contact", "", 1, []Signal{AccountsPath, AccountsText, ContactPage, Pagination}, false},
}

func TestRank(t *testing.T) {
	for _, tt := range rankTests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			score, got := Rank(Candidate{URL: u, Text: tt.text, Section: tt.section, Depth: tt.depth, From: "acme.example"})
			if !slices.Equal(got, tt.want) || (score >= Threshold) != tt.fetch {
				t.Errorf("Rank(%s %q in %q at %d) = %d %v; want %v, fetch %t", tt.url, tt.text, tt.section, tt.depth, score, got, tt.want, tt.fetch)
			}
			sum := 0
			for _, s := range got {
				sum += s.Weight()
			}
			if sum != score {
				t.Errorf("score %d is not the sum %d of its signals' weights", score, sum)
			}
		})
	}
}

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Über uns", []string{"uber", "uns"}},
		{"contact-us.html", []string{"contact", "us", "html"}},
		{"¿Quiénes somos?", []string{"quienes", "somos"}},
		{"  ", nil},
		{"お問い合わせ", []string{"お問い合わせ"}},
	}
	for _, tt := range tests {
		if got := words(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("words(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestSignalNames(t *testing.T) {
	seen := map[string]bool{}
	for s := range numSignals {
		name := s.String()
		if name == "" || seen[name] {
			t.Errorf("signal %d has name %q, empty or taken", s, name)
		}
		seen[name] = true
	}
}

// TestPostTeaser holds the links a start page gives to one post, which
// a focused crawl may read as a sample of the post template, and the
// near misses: a teaser's tag or category, a further page, an archive, a
// posts index, the home page, another host, a page in the content that
// sits in no article.
func TestPostTeaser(t *testing.T) {
	tests := []struct {
		name, url, section string
		want               bool
		text               string
	}{
		{"blogPost", "https://acme.example/blog/a-title", "main", true, ""},
		{"datedPost", "https://acme.example/2024/05/launch/", "", true, ""},
		{"episodeInArticle", "https://acme.example/p/episode-297-robots/", "article", true, ""},
		{"flatSlugInArticle", "https://acme.example/a-long-title-of-a-post/", "article", true, ""},
		// Near misses.
		{"tagInArticle", "https://acme.example/tags/quantum/", "article", false, ""},
		{"categoryInArticle", "https://acme.example/category/news/", "article", false, ""},
		{"pageInArticle", "https://acme.example/page/2/", "article", false, ""},
		{"archiveInArticle", "https://acme.example/2024/05/", "article", false, ""},
		{"indexInArticle", "https://acme.example/blog/", "article", false, ""},
		{"homeInArticle", "https://acme.example/", "article", false, ""},
		{"otherHost", "https://medium.example/@acme/a-title", "article", false, ""},
		{"pageInMain", "https://acme.example/services/", "main", false, ""},
		{"contactInNav", "https://acme.example/contact/", "nav", false, ""},
		// A post named after its title, in a listing that sits in no
		// article element (a page builder's grid); near misses: a short
		// page name, a title the slug does not spell, the same in the
		// chrome, a slug of one word of a long title.
		{"titleSlug", "https://acme.example/what-gym-exercises-will-improve-my-serve/", "", true, "What Gym Exercises Will Improve My Serve?"},
		{"titleSlugHTML", "https://acme.example/why-is-tennis-a-good-sport.html", "main", true, "Why Is Tennis a Good Sport? 8 Questions"},
		{"titleSlugIndexFile", "https://acme.example/why-is-tennis-a-good-sport/index.html", "main", true, "Why Is Tennis a Good Sport? 8 Questions"},
		{"shortPageName", "https://acme.example/our-services/", "", false, "Our services"},
		{"otherTitle", "https://acme.example/what-gym-exercises-help/", "", false, "What Gym Exercises Will Improve My Serve?"},
		{"titleSlugInFooter", "https://acme.example/terms-and-conditions-of-sale/", "footer", false, "Terms and Conditions of Sale"},
		{"slugOfAFewWords", "https://acme.example/tennis-serve-drills-guide/", "", false, "The Complete Guide to Tennis Serve Drills for Beginners and Coaches Alike"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			if got := PostTeaser(Candidate{URL: u, Text: tt.text, Section: tt.section, Depth: 1, From: "acme.example"}); got != tt.want {
				t.Errorf("PostTeaser(%s in %q) = %t; want %t", tt.url, tt.section, got, tt.want)
			}
		})
	}
}

func TestShowsPosts(t *testing.T) {
	tests := []struct {
		name, url, text, section string
		want                     bool
	}{
		{"blogIndex", "https://acme.example/blog/", "", "main", true},
		{"newsText", "https://acme.example/x", "Company news", "nav", true},
		{"aktuelles", "https://acme.example/aktuelles", "", "footer", true},
		{"onePost", "https://acme.example/blog/a-title", "A title", "main", true},
		{"datedPost", "https://acme.example/2024/05/launch", "Launch", "main", true},
		// Near misses: a brochure's pages, a product, an archive by year.
		{"contact", "https://acme.example/contact/", "Contact", "nav", false},
		{"services", "https://acme.example/services", "Services", "nav", false},
		{"product", "https://acme.example/shop/blue-mug", "Blue mug", "main", false},
		{"yearArchive", "https://acme.example/2024/", "2024", "main", false},
		{"newsletter", "https://acme.example/newsletter", "Newsletter", "footer", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			if got := ShowsPosts(Candidate{URL: u, Text: tt.text, Section: tt.section, Depth: 1, From: "acme.example"}); got != tt.want {
				t.Errorf("ShowsPosts(%s %q in %q) = %t; want %t", tt.url, tt.text, tt.section, got, tt.want)
			}
		})
	}
}

// TestContactPhrasesNameAccountsPages checks that every contact phrase
// is an accounts phrase: ContactPage orders accounts pages, and never
// makes a page worth fetching alone.
func TestContactPhrasesNameAccountsPages(t *testing.T) {
	for p := range contactPhrases {
		if !accountPhrases[p] {
			t.Errorf("contact phrase %q is not in accountPhrases", p)
		}
	}
	if weights[ContactPage] >= Threshold {
		t.Errorf("ContactPage weighs %d, reaching Threshold %d alone", weights[ContactPage], Threshold)
	}
}
