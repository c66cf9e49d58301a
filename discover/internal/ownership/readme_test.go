package ownership

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readmeWeight matches a row of README.md's table of evidence weights.
var readmeWeight = regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\| ([0-9.]+) \\|")

// TestREADMEWeights checks that README.md documents the table of
// evidence weights as evidenceKinds holds it: each weighed kind in its
// table with its weight, and each other kind by name.
func TestREADMEWeights(t *testing.T) {
	b, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	documented := map[string]float64{}
	for _, m := range readmeWeight.FindAllStringSubmatch(readme, -1) {
		w, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			t.Fatalf("README.md: weight of %s: %v", m[1], err)
		}
		documented[m[1]] = w
	}
	for _, e := range Kinds() {
		w, ok := documented[e.String()]
		switch {
		case e.Weight() == 0 && ok:
			t.Errorf("README.md weighs %s %v; want it out of the table, at 0", e, w)
		case e.Weight() == 0 && !strings.Contains(readme, "`"+e.String()+"`"):
			t.Errorf("README.md does not name %s", e)
		case e.Weight() != 0 && w != e.Weight():
			t.Errorf("README.md weighs %s %v, %t; want %v", e, w, ok, e.Weight())
		}
		delete(documented, e.String())
	}
	for name := range documented {
		t.Errorf("README.md weighs %s, which is no kind of evidence", name)
	}
}
