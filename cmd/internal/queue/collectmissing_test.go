package queue

import (
	"context"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
)

// TestCollectMissing: Collect counts the sites not finished yet, from the
// input when it is given and from the work stream when it is not, so a
// collected report can say whether it is complete.
func TestCollectMissing(t *testing.T) {
	srv := queuetest.NewServer(t)
	sites := fakeSites(3)
	b := connect(t, srv)
	if _, err := b.Enqueue(context.Background(), sites[:2]); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		input int // sites given to Collect; -1 for none
		want  int
	}{
		{"from_the_work_stream", -1, 2},
		{"from_the_input", 2, 2},
		{"input_with_a_site_never_queued", 3, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := sites[:max(tt.input, 0)]
			if tt.input < 0 {
				in = nil
			}
			_, _, missing, err := b.Collect(context.Background(), in)
			if err != nil || missing != tt.want {
				t.Errorf("Collect missing = %d, %v; want %d", missing, err, tt.want)
			}
		})
	}
	if _, err := connect(t, srv).Work(context.Background(), (&fakeCrawl{crawls: map[string]int{}}).crawl, WorkerOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, in := range [][]int{nil, {0, 1}} {
		var given = sites[:0]
		for _, i := range in {
			given = append(given, sites[i])
		}
		if in == nil {
			given = nil
		}
		if _, _, missing, err := b.Collect(context.Background(), given); err != nil || missing != 0 {
			t.Errorf("after the work, Collect(%d sites) missing = %d, %v; want 0", len(given), missing, err)
		}
	}
}
