// Dials the partner ledger gRPC service using its privately issued certificate.
package ledger

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"os"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
)

const partnerHost = "ledger.partner.example.net"

func verifyPartner(pool *x509.CertPool) func([][]byte, [][]*x509.Certificate) error {
	return func(rawCerts [][]byte, _ [][]*x509.Certificate) error {
		if len(rawCerts) == 0 {
			return errors.New("partner presented no certificate")
		}
		certs := make([]*x509.Certificate, 0, len(rawCerts))
		for _, raw := range rawCerts {
			c, err := x509.ParseCertificate(raw)
			if err != nil {
				return err
			}
			certs = append(certs, c)
		}
		intermediates := x509.NewCertPool()
		for _, c := range certs[1:] {
			intermediates.AddCert(c)
		}
		_, err := certs[0].Verify(x509.VerifyOptions{
			Roots:         pool,
			Intermediates: intermediates,
			DNSName:       partnerHost,
			KeyUsages:     []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		})
		return err
	}
}

func DialLedger(caPath string) (*grpc.ClientConn, error) {
	caPEM, err := os.ReadFile(caPath)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(caPEM) {
		return nil, errors.New("invalid partner CA")
	}
	cfg := &tls.Config{
		MinVersion:            tls.VersionTLS12,
		InsecureSkipVerify:    true,
		VerifyPeerCertificate: verifyPartner(pool),
	}
	return grpc.Dial(partnerHost+":443", grpc.WithTransportCredentials(credentials.NewTLS(cfg)))
}
