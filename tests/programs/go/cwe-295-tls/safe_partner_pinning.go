// HTTP client for a partner settlement API that checks the partner's certificate identity.
package settlement

import (
	"bytes"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"time"
)

const partnerHost = "settle.partner-bank.example"

// Base64 SHA-256 digests of the partner's current and next SubjectPublicKeyInfo.
var partnerPins = map[string]bool{
	"n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=": true,
	"YLh1dUR9y6Kja30RrAn7JKnbQG/uEtLMkBgFF2Fuihg=": true,
}

func verifyPartner(_ [][]byte, verifiedChains [][]*x509.Certificate) error {
	for _, chain := range verifiedChains {
		if len(chain) == 0 {
			continue
		}
		sum := sha256.Sum256(chain[0].RawSubjectPublicKeyInfo)
		if partnerPins[base64.StdEncoding.EncodeToString(sum[:])] {
			return nil
		}
	}
	return errors.New("partner public key does not match any pin")
}

func newPartnerClient() *http.Client {
	tlsCfg := &tls.Config{
		MinVersion:            tls.VersionTLS12,
		ServerName:            partnerHost,
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
