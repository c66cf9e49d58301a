package discover_test

import (
	"flag"
	"fmt"
	"math"
	"net/url"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/internal/ownership"
)

var fitWeights = flag.Bool("realpages.fit", false, "fit a logistic regression over the ownership evidence to the realpages corpus and compare it with the hand-set weights (TestRealPagesFit)")

// fitFolds is the number of cross-validation folds within the tune half.
const fitFolds = 5

// fitAccount is one account of a labelled page as the fit sees it: an
// account found on the page, own or mention, or one labelled own that
// the page's reading never found, which no weight can report.
type fitAccount struct {
	page, site, half, group string
	account                 string   // "service:account"
	service                 string   // the account's service
	evidence                []string // Account.Evidence, penalties included; nil when not found
	confidence              float64  // with the hand-set weights
	found                   bool
	own                     bool // labelled own on this page
	hand                    bool // reported own with the hand-set weights
}

// TestRealPagesFit fits the ownership evidence weights to the realpages
// corpus, as the open question of replacing the hand-set weights asks:
// an L2-regularised logistic regression over each found account's
// evidence as binary features, on the tune half, its penalty chosen by
// cross-validation over folds of sites. It logs the fitted table and the
// precision and recall of the fit beside the hand-set weights on the
// same accounts, tune and holdout, home pages and all. Labels marked
// doubtful are left out, so the home figures are TestRealPages' "home,
// sure labels". Run it with go test ./discover -run RealPagesFit
// -realpages.fit -v; it measures and never fails on the figures.
func TestRealPagesFit(t *testing.T) {
	if !*fitWeights {
		t.Skip("realpages fit: pass -realpages.fit to fit the evidence weights")
	}
	var accounts []fitAccount
	forRealPages(t, func(p realPage, body []byte) {
		if pageBlind(p.Half) {
			return // a blind half is neither fitted on nor shown account by account
		}
		own, err := pageOwn(p.URL, body)
		if err != nil {
			t.Errorf("%s: %v", p.ID, err)
			return
		}
		sp, sown := sureLabels(p, own)
		accounts = append(accounts, fitAccounts(sp, sown)...)
	})
	var tune, holdout []fitAccount
	for _, a := range accounts {
		if a.half == "tune" {
			tune = append(tune, a)
		} else {
			holdout = append(holdout, a)
		}
	}
	features := featureNames(tune)
	for _, set := range []struct {
		name string
		accs []fitAccount
	}{{"tune", tune}, {"holdout", holdout}} {
		found, own, never := 0, 0, 0
		for _, a := range set.accs {
			switch {
			case !a.found:
				never++
			case a.own:
				found++
				own++
			default:
				found++
			}
		}
		t.Logf("realpages fit %s: %d accounts found (%d labelled own), %d labelled own never found (misses for any weights)", set.name, found, own, never)
	}
	lambda, cvLog := chooseLambda(tune, features)
	t.Logf("realpages fit: cross-validation, %d folds of the tune half by site:\n%s  chosen lambda %g", fitFolds, cvLog, lambda)
	w := fitLogistic(designRows(tune, features), lambda)
	t.Logf("realpages fit: weights (log-odds; alone = the probability of the intercept plus that feature alone; n = tune accounts with it, own of them):\n%s", weightTable(w, features, tune))
	fitted := func(a fitAccount) bool { return a.found && predict(w, row(a.evidence, features)) >= 0.5 }
	hand := func(a fitAccount) bool { return a.hand }
	var b strings.Builder
	fmt.Fprintf(&b, "realpages fit: hand-set vs fitted, micro-averaged over accounts, never-found own accounts as misses:\n")
	fmt.Fprintf(&b, "  %-8s %-5s  %-34s  %s\n", "half", "pages", "hand-set", "fitted")
	for _, set := range []struct {
		name string
		accs []fitAccount
	}{{"tune", tune}, {"holdout", holdout}} {
		for _, group := range []string{"home", "all"} {
			h := total(scoreFit(set.accs, group, hand))
			f := total(scoreFit(set.accs, group, fitted))
			fmt.Fprintf(&b, "  %-8s %-5s  %s  %s\n", set.name, group, fitCell(h), fitCell(f))
		}
	}
	t.Logf("%s", b.String())
	for _, set := range []struct {
		name string
		accs []fitAccount
	}{{"tune", tune}, {"holdout", holdout}} {
		t.Logf("%s", serviceTable("realpages fit: home pages, "+set.name+", per service, hand-set vs fitted:",
			scoreFit(set.accs, "home", hand), scoreFit(set.accs, "home", fitted)))
	}
	t.Logf("%s", disagreements(holdout, w, features))
}

// disagreements lists the accounts of holdout that the hand-set weights
// and the fitted weights w judge apart, and counts those each gets right
// that the other gets wrong.
func disagreements(holdout []fitAccount, w []float64, features []string) string {
	var b strings.Builder
	handOnly, fitOnly := 0, 0
	for _, a := range holdout {
		if !a.found {
			continue
		}
		p := predict(w, row(a.evidence, features))
		if a.hand == (p >= 0.5) {
			continue
		}
		if a.hand == a.own {
			handOnly++
		} else {
			fitOnly++
		}
		fmt.Fprintf(&b, "  %s (%s) %s labelled own %t: hand-set %.2f, fitted %.2f %q\n", a.page, a.group, a.account, a.own, a.confidence, p, a.evidence)
	}
	return fmt.Sprintf("realpages fit: holdout accounts judged apart: hand-set right on %d, fitted right on %d:\n%s", handOnly, fitOnly, b.String())
}

// fitAccounts returns the accounts of page p, its labels and what was
// found on it (see pageOwn): every account found, labelled own or not,
// and every account labelled own that was not found.
func fitAccounts(p realPage, own map[string]found) []fitAccount {
	site := ""
	if u, err := url.Parse(p.URL); err == nil {
		site = strings.TrimPrefix(u.Hostname(), "www.")
	}
	base := fitAccount{page: p.ID, site: site, half: p.Half, group: pageGroup(p.Kind)}
	labelled := map[string]bool{}
	var out []fitAccount
	for _, a := range p.Accounts {
		k := a.Service + ":" + a.Account
		if !a.Own || labelled[k] {
			continue
		}
		labelled[k] = true
		if _, ok := own[k]; !ok {
			acc := base
			acc.account, acc.service, acc.own = k, a.Service, true
			out = append(out, acc)
		}
	}
	keys := make([]string, 0, len(own))
	for k := range own {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		acc := base
		acc.account = k
		acc.service, _, _ = strings.Cut(k, ":")
		acc.evidence, acc.confidence = own[k].evidence, own[k].confidence
		acc.found, acc.own, acc.hand = true, labelled[k], own[k].own
		out = append(out, acc)
	}
	return out
}

// featureNames returns every evidence name of the found accounts, in
// the order of ownership.Kinds.
func featureNames(accs []fitAccount) []string {
	var names []string
	for _, e := range ownership.Kinds() {
		for _, a := range accs {
			if slices.Contains(a.evidence, e.String()) {
				names = append(names, e.String())
				break
			}
		}
	}
	return names
}

// row returns the binary feature vector of evidence over features, with
// a last 1 for the intercept.
func row(evidence, features []string) []float64 {
	x := make([]float64, len(features)+1)
	for i, f := range features {
		if slices.Contains(evidence, f) {
			x[i] = 1
		}
	}
	x[len(features)] = 1
	return x
}

// example is one found account as a feature vector and its label.
type example struct {
	x []float64
	y float64
}

// designRows returns the examples of the found accounts of accs.
func designRows(accs []fitAccount, features []string) []example {
	var out []example
	for _, a := range accs {
		if !a.found {
			continue
		}
		y := 0.0
		if a.own {
			y = 1
		}
		out = append(out, example{row(a.evidence, features), y})
	}
	return out
}

// predict is the probability the model w (last: the intercept) gives x.
func predict(w, x []float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// fitLogistic fits, by Newton's method, the weights minimising the
// log-loss of rows plus lambda/2 times the squared weights, the
// intercept (last) unpenalised.
func fitLogistic(rows []example, lambda float64) []float64 {
	d := len(rows[0].x)
	w := make([]float64, d)
	for range 100 {
		grad := make([]float64, d)
		hess := make([][]float64, d)
		for j := range hess {
			hess[j] = make([]float64, d)
		}
		for _, r := range rows {
			p := predict(w, r.x)
			for j := range d {
				grad[j] += (p - r.y) * r.x[j]
				for k := range d {
					hess[j][k] += p * (1 - p) * r.x[j] * r.x[k]
				}
			}
		}
		for j := range d - 1 {
			grad[j] += lambda * w[j]
			hess[j][j] += lambda
		}
		hess[d-1][d-1] += 1e-9
		step := solve(hess, grad)
		biggest := 0.0
		for j := range w {
			w[j] -= step[j]
			biggest = max(biggest, math.Abs(step[j]))
		}
		if biggest < 1e-9 {
			break
		}
	}
	return w
}

// solve returns x with a·x = b, by Gaussian elimination with partial
// pivoting; a and b are overwritten.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}

// chooseLambda returns the L2 penalty, from 0.001 to 30, whose fits, each on
// fitFolds-1 folds of tune and scored on the fold left out, give the
// best pooled F1 (never-found own accounts as misses), ties going to the
// lower log-loss, and a table of every penalty's figures. Folds are of
// sites, sorted by name and dealt in turn, so a site's pages stay in one.
func chooseLambda(tune []fitAccount, features []string) (float64, string) {
	var sites []string
	for _, a := range tune {
		if !slices.Contains(sites, a.site) {
			sites = append(sites, a.site)
		}
	}
	slices.Sort(sites)
	fold := map[string]int{}
	for i, s := range sites {
		fold[s] = i % fitFolds
	}
	var b strings.Builder
	fmt.Fprintf(&b, "  %-7s %-9s %-9s %-9s %s\n", "lambda", "precision", "recall", "F1", "log-loss")
	best, bestF1, bestLoss := 0.0, -1.0, math.Inf(1)
	for _, lambda := range []float64{0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30} {
		var sc score
		loss, n := 0.0, 0
		for k := range fitFolds {
			var train, test []fitAccount
			for _, a := range tune {
				if fold[a.site] == k {
					test = append(test, a)
				} else {
					train = append(train, a)
				}
			}
			w := fitLogistic(designRows(train, features), lambda)
			for _, a := range test {
				p := 0.0
				if a.found {
					p = predict(w, row(a.evidence, features))
					y := 0.0
					if a.own {
						y = 1
					}
					loss -= y*math.Log(max(p, 1e-12)) + (1-y)*math.Log(max(1-p, 1e-12))
					n++
				}
				switch {
				case a.own && p >= 0.5:
					sc.tp++
				case a.own:
					sc.fn++
				case p >= 0.5:
					sc.fp++
				}
			}
		}
		f1 := 2 * float64(sc.tp) / float64(max(1, 2*sc.tp+sc.fp+sc.fn))
		loss /= float64(max(1, n))
		fmt.Fprintf(&b, "  %-7g %-9.3f %-9.3f %-9.3f %.4f\n", lambda, sc.precision(), sc.recall(), f1, loss)
		if f1 > bestF1 || f1 == bestF1 && loss < bestLoss {
			best, bestF1, bestLoss = lambda, f1, loss
		}
	}
	return best, b.String()
}

// weightTable formats the fitted weights w, the intercept first, then
// each feature by falling weight, with the probability of it alone and
// how many tune accounts have it and are own.
func weightTable(w []float64, features []string, tune []fitAccount) string {
	intercept := w[len(features)]
	hand := map[string]float64{}
	for _, e := range ownership.Kinds() {
		hand[e.String()] = e.Weight()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "  %-16s %+7.3f  alone %.3f\n", "intercept", intercept, 1/(1+math.Exp(-intercept)))
	order := make([]int, len(features))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return w[order[i]] > w[order[j]] })
	for _, i := range order {
		n, own := 0, 0
		for _, a := range tune {
			if slices.Contains(a.evidence, features[i]) {
				n++
				if a.own {
					own++
				}
			}
		}
		fmt.Fprintf(&b, "  %-16s %+7.3f  alone %.3f  hand-set %.2f  n %d, own %d\n", features[i], w[i], 1/(1+math.Exp(-intercept-w[i])), hand[features[i]], n, own)
	}
	return b.String()
}

// scoreFit counts, by service, the hits and misses of reportsOwn on the
// accounts of accs in group ("home", or "all" for every page).
func scoreFit(accs []fitAccount, group string, reportsOwn func(fitAccount) bool) map[string]*score {
	scores := map[string]*score{}
	for _, a := range accs {
		if group != "all" && a.group != group {
			continue
		}
		own := reportsOwn(a)
		if !a.own && !own {
			continue
		}
		if scores[a.service] == nil {
			scores[a.service] = &score{}
		}
		sc := scores[a.service]
		switch {
		case a.own && own:
			sc.tp++
		case a.own:
			sc.fn++
		default:
			sc.fp++
		}
	}
	return scores
}

// fitCell formats one score for the side-by-side tables.
func fitCell(sc score) string {
	return fmt.Sprintf("P %.3f R %.3f (tp %3d fp %2d fn %2d)", sc.precision(), sc.recall(), sc.tp, sc.fp, sc.fn)
}

// serviceTable formats the hand-set and fitted scores of each service,
// side by side, under title.
func serviceTable(title string, hand, fitted map[string]*score) string {
	var services []string
	for s := range hand {
		services = append(services, s)
	}
	for s := range fitted {
		if !slices.Contains(services, s) {
			services = append(services, s)
		}
	}
	slices.Sort(services)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n  %-10s %-34s  %s\n", title, "service", "hand-set", "fitted")
	at := func(m map[string]*score, s string) score {
		if m[s] == nil {
			return score{}
		}
		return *m[s]
	}
	for _, s := range services {
		fmt.Fprintf(&b, "  %-10s %s  %s\n", s, fitCell(at(hand, s)), fitCell(at(fitted, s)))
	}
	fmt.Fprintf(&b, "  %-10s %s  %s\n", "all", fitCell(total(hand)), fitCell(total(fitted)))
	return b.String()
}
