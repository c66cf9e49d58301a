package discover

import (
	"encoding/csv"
	"strconv"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// csvServices returns the services a FormatCSV report has columns for:
// those SetServices named, else every service of [collectors.All].
func (rw *ReportWriter) csvServices() []string {
	if rw.services != nil {
		return rw.services
	}
	var all []string
	for _, c := range collectors.All() {
		all = append(all, c.Name())
	}
	return all
}

// csvHeader returns the first row of a FormatCSV report with columns for
// services and extra columns extra.
func csvHeader(services, extra []string) []string {
	row := []string{"key", "url", "final_url", "status", "error_kind", "error", "pages"}
	for _, s := range services {
		row = append(row, s, s+"_mentions")
	}
	row = append(row, "feeds")
	return append(row, extra...)
}

// csvRow returns the row of site r with columns for services and extra
// columns extra.
func csvRow(r *SiteResult, services, extra []string) []string {
	urls := func(list []Account) string {
		us := make([]string, len(list))
		for i, a := range list {
			us[i] = a.URL
		}
		return strings.Join(us, " ")
	}
	row := []string{r.Key, r.URL, r.FinalURL, string(r.Status), string(r.ErrorKind), r.Error, strconv.Itoa(r.Pages)}
	for _, s := range services {
		row = append(row, urls(r.Accounts[s]), urls(r.Mentions[s]))
	}
	feeds := make([]string, len(r.Feeds))
	for i, f := range r.Feeds {
		feeds[i] = f.URL
	}
	row = append(row, strings.Join(feeds, " "))
	for _, col := range extra {
		v, _ := r.Columns.Get(col) // a column the site lacks is empty
		row = append(row, v)
	}
	return row
}

// writeCSV writes the row of r, after the header row when it is the
// first; with r nil, the header row of a report of no site.
func (rw *ReportWriter) writeCSV(r *SiteResult) error {
	rw.buf.Reset()
	w := csv.NewWriter(&rw.buf)
	w.UseCRLF = true // RFC 4180
	services := rw.csvServices()
	if rw.sites == 0 {
		if r != nil {
			rw.extra = make([]string, len(r.Columns))
			for i, c := range r.Columns {
				rw.extra[i] = c.Name
			}
		}
		if err := w.Write(csvHeader(services, rw.extra)); err != nil {
			return err
		}
	}
	if r != nil {
		rw.sites++
		if err := w.Write(csvRow(r, services, rw.extra)); err != nil {
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
