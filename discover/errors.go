package discover

import (
	"github.com/discover-crawler/discover/discover/internal/guard"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// The errors, wrapped, of requests the crawl did not send or refused.
var (
	// ErrHostDown is the error of a request not sent because its host
	// failed too many times in a row during the run (see
	// [Options.Retries]).
	ErrHostDown = transport.ErrHostDown
	// ErrNonPublic is the error of a connection refused because the
	// address is loopback, private, link-local or otherwise not on the
	// public internet; [Options.AllowPrivate] turns the check off.
	ErrNonPublic = guard.ErrNonPublic
	// ErrRobotsDisallowed is the error of a request not sent because the
	// host's robots.txt disallows it, or could not be read (RFC 9309
	// section 2.3.1.4: an unreachable robots.txt disallows everything).
	ErrRobotsDisallowed = transport.ErrRobotsDisallowed
)

// The values of [SiteResult.Robots].
const (
	RobotsAllowed     = transport.RobotsAllowed     // robots.txt allows the start page
	RobotsMissing     = transport.RobotsMissing     // robots.txt answered 4xx: no rules (RFC 9309)
	RobotsDisallowed  = transport.RobotsDisallowed  // robots.txt disallows the start page
	RobotsUnreachable = transport.RobotsUnreachable // robots.txt answered 5xx or not at all: all disallowed (RFC 9309)
	RobotsIgnored     = transport.RobotsIgnored     // Options.IgnoreRobots
)
