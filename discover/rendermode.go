package discover

import "fmt"

// RenderMode says which pages [Run] renders in a headless browser: see
// [Options.Render].
type RenderMode string

// The render modes.
const (
	RenderAuto   RenderMode = "auto"   // pages that are client-rendered shells
	RenderNever  RenderMode = "never"  // none
	RenderAlways RenderMode = "always" // every HTML page
)

// ParseRenderMode returns the mode s names: auto, never or always.
func ParseRenderMode(s string) (RenderMode, error) {
	switch m := RenderMode(s); m {
	case RenderAuto, RenderNever, RenderAlways:
		return m, nil
	}
	return "", fmt.Errorf("render mode %q: want auto, never or always", s)
}
