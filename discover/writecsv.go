package discover

import (
	"encoding/csv"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// csvHeader returns the first row of a FormatCSV report whose extra
// columns are extra.
func csvHeader(extra []string) []string {
	row := []string{"key", "url", "status", "error_kind", "pages"}
	for _, c := range collectors.All() {
		row = append(row, c.Name(), c.Name()+"_mentions")
	}
	row = append(row, "feeds")
	return append(row, extra...)
}

// csvRow returns the row of site r with extra columns extra.
func csvRow(r *SiteResult, extra []string) []string {
	urls := func(list []Account) string {
		us := make([]string, len(list))
		for i, a := range list {
			us[i] = a.URL
		}
		return strings.Join(us, " ")
	}
	row := []string{r.Key, r.URL, string(r.Status), string(r.ErrorKind), strconv.Itoa(r.Pages)}
	for _, c := range collectors.All() {
		row = append(row, urls(r.Accounts[c.Name()]), urls(r.Mentions[c.Name()]))
	}
	feeds := make([]string, len(r.Feeds))
	for i, f := range r.Feeds {
		feeds[i] = f.URL
	}
	row = append(row, strings.Join(feeds, " "))
	for _, col := range extra {
		row = append(row, r.Columns[col])
	}
	return row
}

// writeCSV writes the row of r, after the header row when it is the
// first; with r nil, the header row of a report of no site.
func (rw *ReportWriter) writeCSV(r *SiteResult) error {
	rw.buf.Reset()
	w := csv.NewWriter(&rw.buf)
	w.UseCRLF = true // RFC 4180
	if rw.sites == 0 {
		if r != nil {
			rw.extra = slices.Sorted(maps.Keys(r.Columns))
		}
		if err := w.Write(csvHeader(rw.extra)); err != nil {
			return err
		}
	}
	if r != nil {
		rw.sites++
		if err := w.Write(csvRow(r, rw.extra)); err != nil {
			return err
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	_, err := rw.w.Write(rw.buf.Bytes())
	return err
}
