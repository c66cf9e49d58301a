package transport

import (
	"net/http"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/internal/slots"
)

// TestStackRefusesNonWeb checks that a request with no host or a scheme
// other than http or https is refused before any layer, so it leaves no
// entry in the host table that later requests would share.
func TestStackRefusesNonWeb(t *testing.T) {
	base := http.RoundTripper(roundTripFunc(func(*http.Request) (*http.Response, error) {
		t.Fatal("request reached the base transport")
		return nil, nil
	}))
	s := New(base, Config{PerHost: 1, Retries: 2, UserAgent: "discover", Slots: slots.NewPool(4)})
	for _, raw := range []string{"javascript:alert(1)", "data:text/html,x", "mailto:ceo@acme.example", "https:///x", "ftp://acme.example/"} {
		req, err := http.NewRequest(http.MethodGet, raw, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.RoundTrip(req)
		if err == nil || !strings.Contains(err.Error(), "no host") && !strings.Contains(err.Error(), "is not http or https") {
			t.Errorf("RoundTrip(%s) error %v; want it refused", raw, err)
		}
	}
	if n := s.hosts.len(); n != 0 {
		t.Errorf("host table holds %d hosts; want none", n)
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
