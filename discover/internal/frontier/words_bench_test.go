package frontier

import "testing"

// BenchmarkWords measures how a link's text and path are split and
// folded, on accented text, where each letter is decomposed.
func BenchmarkWords(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		words("Liên hệ — Über uns — À propos de l’équipe — Kā nokļūt")
	}
}
