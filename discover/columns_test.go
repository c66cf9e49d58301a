package discover

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestColumnsOrder checks that a site's columns keep the input's order
// through JSON (the journal) and YAML (a report read back), and encode
// as a mapping of names to values.
func TestColumnsOrder(t *testing.T) {
	in := SiteResult{Key: "a", Columns: Columns{{"Zip", "1"}, {"Account ID", "x\"y"}, {"City", ""}}}
	j, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"columns":{"Zip":"1","Account ID":"x\"y","City":""}`; !json.Valid(j) || !strings.Contains(string(j), want) {
		t.Errorf("json %s; want %s in it", j, want)
	}
	var back SiteResult
	if err := json.Unmarshal(j, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Columns, in.Columns) {
		t.Errorf("json round trip: %+v; want %+v", back.Columns, in.Columns)
	}
	y, err := yaml.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := "columns:\n    Zip: \"1\"\n    Account ID: x\"y\n    City: \"\"\n"; !strings.Contains(string(y), want) {
		t.Errorf("yaml\n%s; want\n%s in it", y, want)
	}
	back = SiteResult{}
	if err := yaml.Unmarshal(y, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Columns, in.Columns) {
		t.Errorf("yaml round trip: %+v; want %+v", back.Columns, in.Columns)
	}
	if err := json.Unmarshal([]byte(`{"columns":["a"]}`), &back); err == nil {
		t.Error("json columns as a list: no error")
	}
}
