package pagepath

import "testing"

// TestFolder holds a row per index file, in other cases, and near
// misses: a name that only looks like one, an index file that is a
// folder, not the last segment.
func TestFolder(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/about/index.html", "/about/"},
		{"/about/index.htm", "/about/"},
		{"/about/index.php", "/about/"},
		{"/about/index.shtml", "/about/"},
		{"/om-oss/default.htm", "/om-oss/"},
		{"/om-oss/default.html", "/om-oss/"},
		{"/om-oss/Default.aspx", "/om-oss/"},
		{"/About/INDEX.HTML", "/About/"},
		{"/index.html", "/"},
		{"/a/b/index.php", "/a/b/"},
		// Near misses.
		{"/about/", "/about/"},
		{"/about", "/about"},
		{"/", "/"},
		{"", ""},
		{"index.html", "index.html"},
		{"/myindex.html", "/myindex.html"},
		{"/about/index-of-posts", "/about/index-of-posts"},
		{"/about/default.asp", "/about/default.asp"},
		{"/index.html/about", "/index.html/about"},
		{"/about/index.html/", "/about/index.html/"},
	}
	for _, tt := range tests {
		if got := Folder(tt.in); got != tt.want {
			t.Errorf("Folder(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
