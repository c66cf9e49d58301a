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
