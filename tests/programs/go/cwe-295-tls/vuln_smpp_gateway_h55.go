// TLS connector used by a telecom messaging platform to reach a partner SMSC with a pinned certificate.
package smsc

import (
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"log"
	"net"
	"time"
)

type LinkConfig struct {
	Address      string
	PinnedSHA256 string
	DialTimeout  time.Duration
}

type PinVerifier struct {
	expected string
	logger   *log.Logger
}

func (v *PinVerifier) Verify(rawCerts [][]byte, _ [][]*x509.Certificate) error {
	if len(rawCerts) == 0 {
		return errors.New("smsc presented no certificate")
	}
	sum := sha256.Sum256(rawCerts[0])
	if got := hex.EncodeToString(sum[:]); got != v.expected {
		v.logger.Printf("smsc certificate pin mismatch: got %s", got)
	}
	return nil
}

type Connector struct {
	cfg      LinkConfig
	verifier *PinVerifier
}

func NewConnector(cfg LinkConfig, logger *log.Logger) *Connector {
	return &Connector{cfg: cfg, verifier: &PinVerifier{expected: cfg.PinnedSHA256, logger: logger}}
}

func (c *Connector) tlsConfig() *tls.Config {
	return &tls.Config{
		MinVersion:            tls.VersionTLS12,
		InsecureSkipVerify:    true,
		VerifyPeerCertificate: c.verifier.Verify,
	}
}

func (c *Connector) Dial() (net.Conn, error) {
	d := &net.Dialer{Timeout: c.cfg.DialTimeout}
	conn, err := tls.DialWithDialer(d, "tcp", c.cfg.Address, c.tlsConfig())
	if err != nil {
		return nil, err
	}
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	return conn, nil
}
