//go:build !race

package discover_test

// raceDetector is set when the tests run under the race detector, which
// makes the whole-site crawls too slow for one test run (see
// serveWholeSites).
const raceDetector = false
