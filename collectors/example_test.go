package collectors_test

import (
	"fmt"

	"github.com/discover-crawler/discover/collectors"
)

// ExampleAll lists the services in report order.
func ExampleAll() {
	for _, c := range collectors.All() {
		fmt.Println(c.Name())
	}
	// Output:
	// twitter
	// facebook
	// linkedin
	// youtube
	// flickr
	// instagram
	// github
	// tiktok
	// pinterest
	// vimeo
	// threads
	// bluesky
	// mastodon
	// xing
	// telegram
	// whatsapp
}

// ExampleMatch reads single URLs as accounts.
func ExampleMatch() {
	for _, u := range []string{
		"https://twitter.com/AcmeCorp",
		"www.linkedin.com/company/acme-corp/about/",
		"https://www.facebook.com/sharer/sharer.php?u=https://acme.example/",
	} {
		f, ok := collectors.Match(u)
		fmt.Println(ok, f.Service, f.Account)
	}
	// Output:
	// true twitter acmecorp
	// true linkedin company/acme-corp
	// false
}
