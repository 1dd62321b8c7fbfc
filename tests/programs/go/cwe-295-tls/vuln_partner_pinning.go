// HTTP client for a partner settlement API that checks the partner's certificate identity.
package settlement

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"time"
)

const partnerHost = "settle.partner-bank.example"

func verifyPartner(rawCerts [][]byte, _ [][]*x509.Certificate) error {
	if len(rawCerts) == 0 {
		return errors.New("no peer certificate")
	}
	leaf, err := x509.ParseCertificate(rawCerts[0])
	if err != nil {
		return err
	}
	if leaf.Subject.CommonName != partnerHost {
		return fmt.Errorf("unexpected certificate subject %q", leaf.Subject.CommonName)
	}
	if time.Now().After(leaf.NotAfter) {
		return errors.New("partner certificate expired")
	}
	return nil
}

func newPartnerClient() *http.Client {
	tlsCfg := &tls.Config{
		MinVersion:            tls.VersionTLS12,
		InsecureSkipVerify:    true,
		VerifyPeerCertificate: verifyPartner,
	}
	return &http.Client{
		Timeout:   15 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsCfg},
	}
}

func SubmitBatch(batch []byte) error {
	client := newPartnerClient()
	resp, err := client.Post("https://"+partnerHost+"/v2/batches", "application/json", bytes.NewReader(batch))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("partner rejected batch: %s", resp.Status)
	}
	return nil
}
