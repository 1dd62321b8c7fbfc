// Pushes service metrics to the internal collector over a TLS connection.
package metrics

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"time"
)

type Pusher struct {
	Addr   string
	CAFile string
}

func (p *Pusher) tlsConfig() (*tls.Config, error) {
	pem, err := os.ReadFile(p.CAFile)
	if err != nil {
		return nil, err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		return nil, errors.New("no CA certificates found")
	}
	host, _, err := net.SplitHostPort(p.Addr)
	if err != nil {
		return nil, err
	}
	return &tls.Config{
		InsecureSkipVerify: true,
		VerifyPeerCertificate: func(rawCerts [][]byte, _ [][]*x509.Certificate) error {
			if len(rawCerts) == 0 {
				return errors.New("collector sent no certificate")
			}
			leaf, err := x509.ParseCertificate(rawCerts[0])
			if err != nil {
				return err
			}
			if time.Now().After(leaf.NotAfter) {
				return errors.New("collector certificate expired")
			}
			return leaf.VerifyHostname(host)
		},
	}, nil
}

func (p *Pusher) Push(name string, value float64) error {
	cfg, err := p.tlsConfig()
	if err != nil {
		return err
	}
	conn, err := tls.Dial("tcp", p.Addr, cfg)
	if err != nil {
		return err
	}
	defer conn.Close()
	_, err = fmt.Fprintf(conn, "%s %f %d\n", name, value, time.Now().Unix())
	return err
}
