package main

import (
	"strconv"
	"strings"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// reportHeader returns the header of a report whose journal header is h:
// the tool's version and the options of resultFlags that shape results,
// under the names a report uses. A crawl, and a merge of its shards'
// journals, build it from the same journal header, so they write the
// same bytes. It returns nil for a journal from before headers, or from
// before they recorded the version.
func reportHeader(h *batch.Header) *discover.ReportHeader {
	if h == nil || h.Options == nil || h.Tool == "" {
		return nil
	}
	o := h.Options
	opts := map[string]any{}
	for _, name := range []string{"depth", "max-pages", "max-body"} {
		if n, err := strconv.ParseInt(o[name], 10, 64); err == nil {
			opts[strings.ReplaceAll(name, "-", "_")] = n
		}
	}
	if f, err := strconv.ParseFloat(o["min-confidence"], 64); err == nil {
		opts["min_confidence"] = f
	}
	if b, err := strconv.ParseBool(o["no-guess-feeds"]); err == nil {
		opts["no_guess_feeds"] = b
	}
	if b, err := strconv.ParseBool(o["exhaustive"]); err == nil {
		opts["mode"] = map[bool]string{false: "focused", true: "exhaustive"}[b]
	}
	if b, err := strconv.ParseBool(o["ignore-robots"]); err == nil {
		opts["robots"] = map[bool]string{false: "obeyed", true: "ignored"}[b]
	}
	if r, ok := o["render"]; ok {
		opts["render"] = r
	}
	if s, ok := o["services"]; ok {
		opts["services"] = "all"
		if cs, err := chooseCollectors(s); err == nil && strings.TrimSpace(s) != "" {
			names := make([]string, len(cs))
			for i, c := range cs {
				names[i] = c.Name()
			}
			opts["services"] = names
		}
	}
	return &discover.ReportHeader{Version: h.Tool, Options: opts}
}
