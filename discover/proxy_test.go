package discover

import (
	"net/http"
	"testing"
)

func TestRoundRobinProxy(t *testing.T) {
	f, err := RoundRobinProxy([]string{"http://a.example:3128", " socks5://b.example:1080", "https://c.example"})
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest(http.MethodGet, "http://acme.example/", nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for range 4 {
		u, err := f(req)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, u.Host)
	}
	want := []string{"a.example:3128", "b.example:1080", "c.example", "a.example:3128"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("proxies in turn = %v; want %v", got, want)
		}
	}
	for _, bad := range [][]string{nil, {"ftp://x.example"}, {"x.example:3128"}, {"http://"}} {
		if _, err := RoundRobinProxy(bad); err == nil {
			t.Errorf("RoundRobinProxy(%q) = nil error; want one", bad)
		}
	}
}
