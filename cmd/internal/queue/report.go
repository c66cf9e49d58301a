package queue

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// givenUp is a site the server stopped handing out after MaxDeliver
// deliveries, none of which ended in a result.
type givenUp struct {
	Site       discover.Site
	Deliveries int
}

// Status counts the sites of a batch.
type Status struct {
	Queued   int // never handed out yet
	InFlight int // held by a worker, or waiting to be handed out again
	Done     int // with a result
	GivenUp  int // given up after MaxDeliver deliveries, with no result
	// WorstDeliveries is the most times one site was handed out, and
	// WorstSite its key; 0 and "" when no site was handed out.
	WorstDeliveries int
	WorstSite       string
}

// results returns the result of every finished site, in the order they
// were last published: a result published again replaces the first, at
// the stream's end (one message per subject); and the journal header
// each result was published with, if every one was, and all the same.
func (b *Batch) results(ctx context.Context) ([]discover.SiteResult, *batch.Header, error) {
	var out []discover.SiteResult
	var header *batch.Header
	var first []byte
	same := true
	err := b.readAll(ctx, b.stream("RESULTS"), func(subject string, data []byte) error {
		rs, h, err := batch.ReadJournalHeader(bytes.NewReader(data), subject)
		if err != nil {
			return fmt.Errorf("queue: result %s: %w", subject, err)
		}
		out = append(out, rs...)
		if h == nil {
			same = false
			return nil
		}
		line, err := batch.MarshalHeader(*h)
		switch {
		case err != nil || first != nil && !bytes.Equal(line, first):
			same = false
		case first == nil:
			first, header = line, h
		}
		return nil
	})
	if !same {
		header = nil
	}
	return out, header, err
}

// advisory is the part of the server's max-deliveries advisory read here.
type advisory struct {
	StreamSeq  uint64 `json:"stream_seq"`
	Deliveries int    `json:"deliveries"`
}

// givenUp returns the sites given up after MaxDeliver deliveries, as the
// server's advisories name them; a site given up and finished later is
// among them.
func (b *Batch) givenUp(ctx context.Context) ([]givenUp, error) {
	var advs []advisory
	err := b.readAll(ctx, b.stream("GIVENUP"), func(_ string, data []byte) error {
		var a advisory
		if err := json.Unmarshal(data, &a); err != nil {
			return fmt.Errorf("queue: advisory: %w", err)
		}
		advs = append(advs, a)
		return nil
	})
	if err != nil || len(advs) == 0 {
		return nil, err
	}
	ws, err := b.js.Stream(ctx, b.stream("WORK"))
	if err != nil {
		return nil, fmt.Errorf("queue: stream %s: %w", b.stream("WORK"), err)
	}
	var out []givenUp
	seen := map[uint64]bool{}
	for _, a := range advs {
		if seen[a.StreamSeq] {
			continue
		}
		seen[a.StreamSeq] = true
		m, err := ws.GetMsg(ctx, a.StreamSeq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue // acknowledged after all
		} else if err != nil {
			return nil, fmt.Errorf("queue: work message %d: %w", a.StreamSeq, err)
		}
		wk, err := decodeWork(m.Data)
		if err != nil {
			continue
		}
		out = append(out, givenUp{Site: wk.Site, Deliveries: a.Deliveries})
	}
	return out, nil
}

// Collect returns the result of every finished site and, for each site
// given up or, when sites is not nil, each of sites with no result, an
// entry with status error that says why; the journal header the workers
// published with the results, if every result has one and all are the
// same, or nil; and how many sites are not finished: of sites when it is
// not nil, else of the sites still in the work stream.
// A request a server does not answer, as while a leader is elected, is
// tried again for up to a minute.
func (b *Batch) Collect(ctx context.Context, sites []discover.Site) (results []discover.SiteResult, header *batch.Header, missing int, err error) {
	err = patiently(ctx, func() (err error) {
		results, header, missing, err = b.collect(ctx, sites)
		return err
	})
	return results, header, missing, err
}

// collect is Collect, tried once.
func (b *Batch) collect(ctx context.Context, sites []discover.Site) ([]discover.SiteResult, *batch.Header, int, error) {
	results, header, err := b.results(ctx)
	if err != nil {
		return nil, nil, 0, err
	}
	given, err := b.givenUp(ctx)
	if err != nil {
		return nil, nil, 0, err
	}
	have := map[string]bool{}
	for _, r := range results {
		have[batch.SiteOf(r.Key, r.URL).Hex()] = true
	}
	for _, g := range given {
		if id := batch.SiteOf(g.Site.Key, g.Site.URL).Hex(); !have[id] {
			have[id] = true
			results = append(results, errorEntry(g.Site, fmt.Sprintf("given up after %d deliveries: each worker died or ran out of time", g.Deliveries)))
		}
	}
	queued, err := b.subjects(ctx, b.stream("WORK"), b.workSubject(">"))
	if err != nil {
		return nil, nil, 0, err
	}
	missing := 0
	if sites == nil {
		for subject, n := range queued {
			if n > 0 && !have[strings.TrimPrefix(subject, b.workSubject(""))] {
				missing++
			}
		}
		return results, header, missing, nil
	}
	for _, s := range sites {
		id := batch.SiteOf(s.Key, s.URL).Hex()
		switch {
		case have[id]:
			continue
		case queued[b.workSubject(id)] > 0:
			results = append(results, errorEntry(s, "not crawled: still queued or in flight"))
		default:
			results = append(results, errorEntry(s, "not crawled: not in the queue"))
		}
		missing++
	}
	return results, header, missing, nil
}

// errorEntry is the report entry of a site with no result.
func errorEntry(s discover.Site, why string) discover.SiteResult {
	return discover.SiteResult{Key: s.Key, URL: s.URL, Status: discover.StatusError, Error: why}
}

// Status counts the batch's sites and finds the one handed out most. A
// request a server does not answer, as while a leader is elected, is
// tried again for up to a minute.
func (b *Batch) Status(ctx context.Context) (st Status, err error) {
	err = patiently(ctx, func() (err error) {
		st, err = b.status(ctx)
		return err
	})
	return st, err
}

// status is Status, tried once.
func (b *Batch) status(ctx context.Context) (Status, error) {
	var st Status
	rs, ri, err := b.streamInfo(ctx, b.stream("RESULTS"))
	if err != nil {
		return st, err
	}
	st.Done = int(ri.State.Msgs)
	ci, err := b.js.Consumer(ctx, b.stream("WORK"), consumerName)
	switch {
	case errors.Is(err, jetstream.ErrConsumerNotFound): // no worker yet
		_, wi, err := b.streamInfo(ctx, b.stream("WORK"))
		if err != nil {
			return st, err
		}
		st.Queued = int(wi.State.Msgs)
	case err != nil:
		return st, fmt.Errorf("queue: consumer %s: %w", consumerName, err)
	default:
		info, err := ci.Info(ctx)
		if err != nil {
			return st, fmt.Errorf("queue: consumer %s: %w", consumerName, err)
		}
		st.Queued, st.InFlight = int(info.NumPending), info.NumAckPending
		if info.Delivered.Stream > 0 {
			st.WorstDeliveries = 1
		}
	}
	given, err := b.givenUp(ctx)
	if err != nil {
		return st, err
	}
	for _, g := range given {
		if _, err := rs.GetLastMsgForSubject(ctx, b.resultSubject(batch.SiteOf(g.Site.Key, g.Site.URL).Hex())); err == nil {
			continue // finished after all
		}
		st.GivenUp++
		if g.Deliveries > st.WorstDeliveries {
			st.WorstDeliveries, st.WorstSite = g.Deliveries, g.Site.Key
		}
	}
	return st, b.worst(ctx, &st)
}

// worst raises st's worst site to the site most often taken again, as
// workers recorded in the deliveries stream.
func (b *Batch) worst(ctx context.Context, st *Status) error {
	ds, info, err := b.streamInfo(ctx, b.stream("DELIVERIES"), jetstream.WithSubjectFilter("discover."+b.name+".deliveries.>"))
	if err != nil {
		return err
	}
	var worst string
	for s := range info.State.Subjects {
		n, err := strconv.Atoi(s[strings.LastIndexByte(s, '.')+1:])
		if err == nil && n > st.WorstDeliveries {
			st.WorstDeliveries, worst = n, s
		}
	}
	if worst == "" {
		return nil
	}
	m, err := ds.GetLastMsgForSubject(ctx, worst)
	if err != nil {
		return fmt.Errorf("queue: %s: %w", worst, err)
	}
	if wk, err := decodeWork(m.Data); err == nil {
		st.WorstSite = wk.Site.Key
	}
	return nil
}
