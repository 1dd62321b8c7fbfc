// Sends delivery status callbacks to a parcel carrier's API over a pinned TLS connection.
package carrier

import (
	"bytes"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"net/http"
	"time"
)

type CarrierClient struct {
	BaseURL string
	Token   string
	http    *http.Client
}

func pinnedConfig(pinHex string) (*tls.Config, error) {
	pin, err := hex.DecodeString(pinHex)
	if err != nil || len(pin) != sha256.Size {
		return nil, errors.New("carrier pin must be a hex SHA-256 digest")
	}
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		VerifyPeerCertificate: func(rawCerts [][]byte, _ [][]*x509.Certificate) error {
			for _, raw := range rawCerts {
				sum := sha256.Sum256(raw)
				if bytes.Equal(sum[:], pin) {
					return nil
				}
			}
			return errors.New("carrier certificate does not match pin")
		},
	}, nil
}

func NewCarrierClient(baseURL, token, pinHex string) (*CarrierClient, error) {
	cfg, err := pinnedConfig(pinHex)
	if err != nil {
		return nil, err
	}
	return &CarrierClient{BaseURL: baseURL, Token: token, http: &http.Client{
		Timeout:   20 * time.Second,
		Transport: &http.Transport{TLSClientConfig: cfg},
	}}, nil
}

func (c *CarrierClient) PostStatus(payload []byte) error {
	req, err := http.NewRequest(http.MethodPost, c.BaseURL+"/callbacks/status", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode >= 300 {
		return errors.New("carrier returned " + resp.Status)
	}
	return nil
}
