// Package guard keeps a crawl from connecting to addresses that are not
// on the public internet: loopback, private, link-local and the other
// special-purpose ranges. [Transport] wraps a RoundTripper so that each
// connection's address is checked after DNS resolution, or, for a
// RoundTripper whose connections cannot be watched, each request's host
// is resolved and checked before it is sent. Through a proxy, which
// resolves for itself, a request's host is checked without resolving it:
// IP addresses in every spelling, and local names.
package guard
