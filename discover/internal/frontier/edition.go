package frontier

// monthWords are the months, as words folded to lower-case ASCII, in the
// corpus's languages, and their short forms: a date archive's link says
// "May 2024", "Mai 2024", "mayo de 2024".
var monthWords = phraseSet(
	"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
	"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
	"januar", "februar", "marz", "maerz", "mai", "juni", "juli", "oktober", "dezember", "janner",
	"janvier", "fevrier", "mars", "avril", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
	"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
	"gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
	"januari", "februari", "maart", "mei", "augustus", "augusti", "maj",
	"janeiro", "fevereiro", "marco", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro",
)

// edition reports whether a link whose path is segs (a folder's index
// file aside) and whose text is text, as words, leads to the home of one
// yearly edition of an event: the path is a year alone (/2010/) and the
// text names that year after or before a name ("KBF 2010", "Festival
// 2019", "Edición 2023"), no month, no archive and no posts word. A
// festival or a conference keeps each year's site under its year, each
// with its own chrome and accounts, the way another host of the site
// has (OtherHost). A date archive's link names the year alone ("2024"),
// or with a month ("May 2024") or an archive word ("Archives 2024").
func edition(segs, text []string) bool {
	if len(segs) != 1 || !isYear(segs[0]) || len(text) < 2 || len(text) > 5 {
		return false
	}
	year, name := false, false
	for _, w := range text {
		switch {
		case w == segs[0]:
			year = true
		case isNumber(w), monthWords[w], archiveWords[w], postIndexes[w], feedPhrases[w], pageWords[w]:
			return false
		case len(w) > 1:
			name = true
		}
	}
	return year && name
}
