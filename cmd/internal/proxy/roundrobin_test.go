package proxy

import (
	"net/http"
	"testing"
)

func TestRoundRobin(t *testing.T) {
	f, err := RoundRobin([]string{"http://a.example:3128", " socks5://b.example:1080", "https://c.example"})
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
		if _, err := RoundRobin(bad); err == nil {
			t.Errorf("RoundRobin(%q) = nil error; want one", bad)
		}
	}
}
