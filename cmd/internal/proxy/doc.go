// Package proxy reads the command's --proxy list into the Proxy function
// the crawl sends each request through.
package proxy
