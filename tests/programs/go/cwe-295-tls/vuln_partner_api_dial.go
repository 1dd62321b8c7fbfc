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
		leaf, err := x509.ParseCertificate(rawCerts[0])
		if err != nil {
			return err
		}
		if leaf.Subject.CommonName != partnerHost {
			return errors.New("unexpected partner certificate subject")
		}
		return nil
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
