package discover

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16Text returns s as UTF-16 with a byte order mark, little- or
// big-endian, as Excel's "Unicode text" export writes it.
func utf16Text(s string, little bool) string {
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		if little {
			b = append(b, byte(u), byte(u>>8))
		} else {
			b = append(b, byte(u>>8), byte(u))
		}
	}
	return string(b)
}

// readAll reads in as an input list named "in".
func readAll(t *testing.T, in, urlColumn string) ([]Site, error) {
	t.Helper()
	var got []Site
	for s, err := range ReadSitesSeq(strings.NewReader(in), "in", InputOptions{URLColumn: urlColumn}) {
		if err != nil {
			return got, err
		}
		got = append(got, s)
	}
	return got, nil
}

// TestReadSitesCRMExports checks that the CSV exports of CRMs and
// spreadsheets are read by their content, whatever their delimiter and
// encoding, with the URL and name columns found by their names in a few
// languages or, failing that, by their values.
func TestReadSitesCRMExports(t *testing.T) {
	acme := func(cols ...Column) Site {
		return Site{Key: "Acme", URL: "acme.example", Columns: cols, Line: 2}
	}
	tests := []struct {
		name, in string
		want     Site
	}{
		{"hubspot", "Record ID,Company name,Company Domain Name,Website URL,Phone Number\n7,Acme,www.acme.example,acme.example,+47 123\n",
			acme(Column{"Record ID", "7"}, Column{"Company Domain Name", "www.acme.example"}, Column{"Phone Number", "+47 123"})},
		{"hubspot domain only", "Record ID,Company name,Company Domain Name\n7,Acme,acme.example\n", acme(Column{"Record ID", "7"})},
		{"salesforce", "\"Account ID\",\"Account Name\",\"Website\",\"Billing City\"\n\"001\",\"Acme\",\"acme.example\",\"Oslo\"\n",
			acme(Column{"Account ID", "001"}, Column{"Billing City", "Oslo"})},
		{"semicolon", "Website;Name\nacme.example;Acme\n", acme()},
		{"semicolon with commas", "Name;Site web;Notes\nAcme;acme.example;big, red\n", acme(Column{"Notes", "big, red"})},
		{"tab", "Organization\tWebseite\nAcme\tacme.example\n", acme()},
		{"utf-8 bom", "\ufeffWebsite,Name\nacme.example,Acme\n", acme()},
		{"utf-16le excel", utf16Text("Nombre\tSitio web\r\nAcme\tacme.example\r\n", true), acme()},
		{"utf-16be", utf16Text("Name\tSito web\nAcme\tacme.example\n", false), acme()},
		{"any case and separator", "COMPANY_NAME,website-url\nAcme,acme.example\n", acme()},
		{"url by values", "Company,Phone,Link\nAcme,+1 555,acme.example\n", acme(Column{"Phone", "+1 555"})},
		{"one column", "Website\nacme.example\n", Site{Key: "acme.example", URL: "acme.example", Line: 2}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			got, err := readAll(t, tt.in, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || !reflect.DeepEqual(got[0], tt.want) {
				t.Errorf("ReadSitesSeq(%q) = %+v; want [%+v]", tt.in, got, tt.want)
			}
		})
	}
}

// TestReadSitesNoURLColumn checks that a CSV whose URL column cannot be
// told is refused, listing the header's columns and the --url-column
// hint, and that neither a header nor a row of data is crawled as the
// other.
func TestReadSitesNoURLColumn(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no url", "Company,Phone\nAcme,123\n", `in:1: no column of web addresses among "Company", "Phone": name it with --url-column NAME`},
		{"semicolon no url", "Name;City\nAcme;Oslo\n", `among "Name", "City"`},
		{"two url columns", "A,B\nacme.example,globex.example\n", `several columns hold web addresses, "A", "B": choose one with --url-column NAME`},
		{"no header", "acme.example,Acme\nglobex.example,Globex\n", `in:1: the first row, "acme.example", "Acme", looks like data, not a header`},
		{"tab no header", "acme.example\tAcme\n", "looks like data, not a header"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			got, err := readAll(t, tt.in, "")
			if err == nil || !strings.Contains(err.Error(), tt.want) || len(got) > 0 {
				t.Errorf("ReadSitesSeq(%q) = %+v, %v; want no site and an error with %q", tt.in, got, err, tt.want)
			}
		})
	}
}

// TestReadSitesTextNotCSV checks that a plain list stays a plain list:
// a URL with a comma or semicolon in it is one URL, not a CSV header.
func TestReadSitesTextNotCSV(t *testing.T) {
	in := "https://acme.example/a,b;c\nglobex.example\n"
	got, err := readAll(t, in, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []Site{{Key: "acme.example", URL: "https://acme.example/a,b;c", Line: 1}, {Key: "globex.example", URL: "globex.example", Line: 2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadSitesSeq(%q) = %+v; want %+v", in, got, want)
	}
}

// TestReadSitesRows checks that ordinary rows of a CRM export never stop
// the batch: blank rows are skipped, a row with no URL is a site of its
// own (its crawl says "no url given"), a repeated start page is marked
// as the same site as its first row, short rows have blank cells, and
// every site gets a key no other has.
func TestReadSitesRows(t *testing.T) {
	tests := []struct {
		name, in string
		want     []Site
	}{
		{"crm rows", "Name,Website\nAcme,acme.example\n,\n , \nGlobex,\nAcme,https://ACME.example:443\nAcme Corp,acme.example\n,\n", []Site{
			{Key: "Acme", URL: "acme.example", Line: 2},
			{Key: "Globex", URL: "", Line: 5},
			{Key: "Acme (line 6)", URL: "https://ACME.example:443", SameAs: 2, Line: 6},
			{Key: "Acme Corp", URL: "acme.example", SameAs: 2, Line: 7},
		}},
		{"no url no name", "Website,Phone\n,123\n,456\n", []Site{
			{Key: "line 2", Columns: Columns{{"Phone", "123"}}, Line: 2},
			{Key: "line 3", Columns: Columns{{"Phone", "456"}}, Line: 3},
		}},
		{"short row", "Website,Name,City\nacme.example\n", []Site{
			{Key: "acme.example", URL: "acme.example", Columns: Columns{{"City", ""}}, Line: 2},
		}},
		{"two pages of one host", "http://127.0.0.1:1/a\nhttp://127.0.0.1:1/b\nhttp://127.0.0.1:1/a#top\n", []Site{
			{Key: "127.0.0.1", URL: "http://127.0.0.1:1/a", Line: 1},
			{Key: "127.0.0.1 (line 2)", URL: "http://127.0.0.1:1/b", Line: 2},
			{Key: "127.0.0.1 (line 3)", URL: "http://127.0.0.1:1/a#top", SameAs: 1, Line: 3},
		}},
		{"yaml keys", "- key: a\n  url: a.example\n- key: a\n  url: b.example\n- key: a (line 3)\n  url: c.example\n", []Site{
			{Key: "a", URL: "a.example", Line: 1},
			{Key: "a (line 3)", URL: "b.example", Line: 3},
			{Key: "a (line 3) (line 5)", URL: "c.example", Line: 5},
		}},
		{"yaml mapping keys", "a: a.example\nb: b.example\na: c.example\n", []Site{
			{Key: "a", URL: "a.example", Line: 1},
			{Key: "b", URL: "b.example", Line: 2},
			{Key: "a (line 3)", URL: "c.example", Line: 3},
		}},
		{"other depth is another crawl", "- url: a.example\n- url: a.example\n  depth: 1\n", []Site{
			{Key: "a.example", URL: "a.example", Line: 1},
			{Key: "a.example (line 2)", URL: "a.example", Depth: new(1), Line: 2},
		}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			got, err := readAll(t, tt.in, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ReadSitesSeq(%q) =\n%+v; want\n%+v", tt.in, got, tt.want)
			}
		})
	}
}
