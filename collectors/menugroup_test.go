package collectors

import "testing"

// TestLinkGroup checks the menu group each link is read in: the text of
// the first link of the list item whose nested list holds it (a "#"
// link, which is not itself read as a link), through a drop-down's
// wrapper, and the inner group of a nested one; an item's second link,
// a list under an item titled by no link, a list opened in an item
// before its first link, and a list in no item give no group.
func TestLinkGroup(t *testing.T) {
	page := `<html><body><header><nav><ul class="nav">
<li><a href="#">Programme Emergence</a>
  <ul class="nav-drop"><li><a href="/pe/pe/">Le programme Emergence</a></li>
    <li><a href="/pe/laureat/">Devenir lauréat</a>
      <ul><li><a href="/pe/laureat/faq/">FAQ</a></li></ul></li></ul></li>
<li><a href="/shop/">Shop</a> <a href="/shop/sale/">Sale</a>
  <div class="dropdown"><ol><li><a href="/shop/mugs/">Mugs</a></li></ol></div></li>
<li><span>Services</span><ul><li><a href="/services/">Our services</a></li></ul></li>
<li><ul><li><a href="/first-list/">First</a></li></ul><a href="/after/">After</a><ul><li><a href="/second-list/">Second</a></li></ul></li>
<li><a href="/contact/">Contact</a></li>
</ul></nav></header>
<ul><li><a href="/outside/">Outside</a></li></ul>
<p><a href="/plain/">Plain</a></p></body></html>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := map[string]string{
		"https://acme.example/pe/pe/":          "Programme Emergence",
		"https://acme.example/pe/laureat/":     "Programme Emergence",
		"https://acme.example/pe/laureat/faq/": "Devenir lauréat", // a group within a group
		"https://acme.example/shop/":           "",
		"https://acme.example/shop/sale/":      "",
		"https://acme.example/shop/mugs/":      "Shop", // through the drop-down's div; the item's second link is no title
		"https://acme.example/services/":       "",     // a title that is no link
		"https://acme.example/first-list/":     "",     // the list opened before the item's first link
		"https://acme.example/after/":          "",
		"https://acme.example/second-list/":    "", // a link after a list is no title
		"https://acme.example/contact/":        "",
		"https://acme.example/outside/":        "",
		"https://acme.example/plain/":          "",
	}
	for _, l := range p.Links {
		w, ok := want[l.URL.String()]
		if !ok {
			t.Errorf("unexpected link %s", l.URL)
			continue
		}
		if l.Group != w {
			t.Errorf("%s: Group = %q; want %q", l.URL, l.Group, w)
		}
		delete(want, l.URL.String())
	}
	for u := range want {
		t.Errorf("link %s not read", u)
	}
}
