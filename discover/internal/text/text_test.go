package text

import "testing"

func TestClip(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly ten", 11, "exactly ten"},
		{"a longer text here", 8, "a longe…"},
		{"ends with space x", 11, "ends with…"},
		{"ünïcödé ünïcödé", 5, "ünïc…"},
	}
	for _, tt := range tests {
		if got := Clip(tt.in, tt.n); got != tt.want {
			t.Errorf("Clip(%q, %d) = %q; want %q", tt.in, tt.n, got, tt.want)
		}
	}
}

func TestCollapseFromHTML(t *testing.T) {
	if got, want := Collapse(FromHTML("<p>News &amp;\n <b>views</b></p>")), "News & views"; got != want {
		t.Errorf("Collapse(FromHTML(...)) = %q; want %q", got, want)
	}
}
