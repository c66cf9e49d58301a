package guard

import (
	"context"
	"fmt"
	"testing"
)

func TestHostChecksCacheAndBound(t *testing.T) {
	var c hostChecks
	ctx := context.Background()
	if err := c.check(ctx, "127.0.0.1", true); err == nil {
		t.Fatal("check(127.0.0.1) = nil; want a refusal")
	}
	if v, ok := c.m[hostKey{"127.0.0.1", true}]; !ok || v.err == nil {
		t.Fatalf("verdict not cached: %+v, %t", v, ok)
	}
	if err := c.check(ctx, "93.184.216.34", true); err != nil {
		t.Fatalf("check(public address) = %v; want nil", err)
	}
	for i := range maxHostChecks + 10 {
		if err := c.check(ctx, fmt.Sprintf("10.0.%d.%d", i/256, i%256), true); err == nil {
			t.Fatal("private address passed")
		}
	}
	if len(c.m) > maxHostChecks {
		t.Errorf("cache holds %d verdicts; want at most %d", len(c.m), maxHostChecks)
	}
}
