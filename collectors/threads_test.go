package collectors

import "testing"

var threadsTests = []matchTest{
	{"net_host", "https://www.threads.net/@Acme.Corp", Finding{"threads", "acme.corp", "user", "https://www.threads.com/@acme.corp"}, true},
	{"com_host", "https://threads.com/@acme_corp/", Finding{"threads", "acme_corp", "user", "https://www.threads.com/@acme_corp"}, true},
	{"tab", "https://www.threads.net/@acme/replies", Finding{"threads", "acme", "user", "https://www.threads.com/@acme"}, true},
	{"post", "https://www.threads.net/@acme/post/C1a2b3c4d5e", Finding{}, false},
	{"no_at", "https://www.threads.net/acme", Finding{}, false},
	{"intent", "https://www.threads.net/intent/post?text=hi", Finding{}, false},
	{"lookalike", "https://threads.example/@acme", Finding{}, false},
}

// TestThreads runs the threads matcher over its href table.
func TestThreads(t *testing.T) { testMatch(t, threads{}, threadsTests) }
