package queuetest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nkeys"
)

// Operator is a NATS operator made for one test (decentralised
// authentication: JWTs signed with NKeys), with the server
// configuration that trusts it and credentials files of two users.
type Operator struct {
	// Conf is a server configuration file: the operator's JWT, a
	// system account and the batch's account, both in a MEMORY
	// resolver, JetStream allowed to the account.
	Conf string
	// Creds is the credentials file of a user of the account: its JWT and
	// NKey seed.
	Creds string
	// Wrong is the credentials file of a user of an account the
	// operator never signed: a server of Conf refuses it.
	Wrong string
	// Secrets are the seeds and JWTs of both credentials files, which no
	// output may show.
	Secrets []string
}

// NewOperator makes an operator, its accounts and users, and writes
// their files in a temporary folder of t.
func NewOperator(t testing.TB) Operator {
	t.Helper()
	dir := t.TempDir()
	opKey := mustKey(t, nkeys.CreateOperator)
	sysKey, accKey := mustKey(t, nkeys.CreateAccount), mustKey(t, nkeys.CreateAccount)
	oc := jwt.NewOperatorClaims(publicKey(t, opKey))
	oc.Name = "discover-test"
	oc.SystemAccount = publicKey(t, sysKey)
	opJWT := encode(t, oc, opKey)

	sys := jwt.NewAccountClaims(publicKey(t, sysKey))
	sys.Name = "SYS"
	acc := jwt.NewAccountClaims(publicKey(t, accKey))
	acc.Name = "discover"
	acc.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1}
	sysJWT, accJWT := encode(t, sys, opKey), encode(t, acc, opKey)

	op := Operator{Conf: filepath.Join(dir, "operator.conf")}
	conf := fmt.Sprintf("operator: %q\nsystem_account: %s\nresolver: MEMORY\nresolver_preload: {\n  %s: %q\n  %s: %q\n}\n",
		opJWT, sys.Subject, sys.Subject, sysJWT, acc.Subject, accJWT)
	if err := os.WriteFile(op.Conf, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	var secret []string
	op.Creds, secret = userCreds(t, filepath.Join(dir, "worker.creds"), accKey)
	op.Secrets = append(op.Secrets, secret...)
	stranger := mustKey(t, nkeys.CreateAccount) // signed by no operator the server trusts
	op.Wrong, secret = userCreds(t, filepath.Join(dir, "stranger.creds"), stranger)
	op.Secrets = append(op.Secrets, secret...)
	return op
}

// userCreds writes the credentials file of a new user of the account
// whose key is acc at path, and returns the path and the secrets in it.
func userCreds(t testing.TB, path string, acc nkeys.KeyPair) (string, []string) {
	t.Helper()
	user := mustKey(t, nkeys.CreateUser)
	uc := jwt.NewUserClaims(publicKey(t, user))
	uc.Name = filepath.Base(path)
	userJWT := encode(t, uc, acc)
	seed, err := user.Seed()
	if err != nil {
		t.Fatal(err)
	}
	creds, err := jwt.FormatUserConfig(userJWT, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, creds, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, []string{string(seed), userJWT}
}

func mustKey(t testing.TB, create func() (nkeys.KeyPair, error)) nkeys.KeyPair {
	t.Helper()
	k, err := create()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func publicKey(t testing.TB, k nkeys.KeyPair) string {
	t.Helper()
	p, err := k.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func encode(t testing.TB, c jwt.Claims, k nkeys.KeyPair) string {
	t.Helper()
	s, err := c.Encode(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// NewOperatorServer starts an in-process server as NewServer does, with
// op's configuration: only op's users get in.
func NewOperatorServer(t testing.TB, op Operator) *Server {
	t.Helper()
	srv := &Server{t: t, dir: t.TempDir(), port: -1, conf: op.Conf}
	srv.start()
	t.Cleanup(srv.Shutdown)
	return srv
}
