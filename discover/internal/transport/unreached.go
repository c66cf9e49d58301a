package transport

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
)

// Unreached reports whether err says the host was not reached at all:
// its name did not resolve, or [ConnectFailed]. No HTTP was spoken, so
// the failure is the host's, not that of the path asked for.
func Unreached(err error) bool {
	var dns *net.DNSError
	return errors.As(err, &dns) || ConnectFailed(err)
}

// ConnectFailed reports whether err is a failure to open a connection to
// a host whose name resolved: the dial was refused, unreachable or timed
// out, the proxy refused to connect, or the TLS handshake or the
// certificate failed, a plain HTTP server answering included.
func ConnectFailed(err error) bool {
	var (
		dns *net.DNSError
		op  *net.OpError
	)
	switch {
	case errors.As(err, &dns):
		return false
	case errors.As(err, &op) && (op.Op == "dial" || op.Op == "proxyconnect"):
		return true
	}
	return TLSFailed(err)
}

// TLSFailed reports whether err is a failed TLS handshake or certificate,
// a plain HTTP server answering a TLS client included.
func TLSFailed(err error) bool {
	var (
		record    tls.RecordHeaderError
		alert     tls.AlertError
		verify    *tls.CertificateVerificationError
		authority x509.UnknownAuthorityError
		hostname  x509.HostnameError
		invalid   x509.CertificateInvalidError
	)
	return errors.Is(err, http.ErrSchemeMismatch) || errors.As(err, &record) || errors.As(err, &alert) || errors.As(err, &verify) ||
		errors.As(err, &authority) || errors.As(err, &hostname) || errors.As(err, &invalid)
}
