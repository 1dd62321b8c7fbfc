// Resty client for the internal billing ledger, which is served under a private CA.
package billing

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"os"
	"time"

	"github.com/go-resty/resty/v2"
)

const ledgerHost = "ledger.billing.corp.example"

type Charge struct {
	AccountID string `json:"account_id"`
	Cents     int64  `json:"cents"`
	Reference string `json:"reference"`
}

func verifyLedger(pool *x509.CertPool) func(tls.ConnectionState) error {
	return func(cs tls.ConnectionState) error {
		if len(cs.PeerCertificates) == 0 {
			return errors.New("ledger presented no certificate")
		}
		opts := x509.VerifyOptions{DNSName: ledgerHost, Roots: pool, Intermediates: x509.NewCertPool()}
		for _, ic := range cs.PeerCertificates[1:] {
			opts.Intermediates.AddCert(ic)
		}
		_, err := cs.PeerCertificates[0].Verify(opts)
		return err
	}
}

func NewLedgerClient() (*resty.Client, error) {
	caPEM, err := os.ReadFile(os.Getenv("LEDGER_CA_FILE"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(caPEM) {
		return nil, errors.New("invalid ledger CA bundle")
	}
	c := resty.New().
		SetBaseURL("https://" + ledgerHost).
		SetTimeout(8 * time.Second).
		SetAuthToken(os.Getenv("LEDGER_TOKEN")).
		SetTLSClientConfig(&tls.Config{
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
			VerifyConnection:   verifyLedger(pool),
		})
	return c, nil
}

func PostCharge(c *resty.Client, ch Charge) error {
	resp, err := c.R().SetBody(ch).Post("/v1/charges")
	if err != nil {
		return err
	}
	if resp.IsError() {
		return errors.New("ledger rejected charge: " + resp.Status())
	}
	return nil
}
