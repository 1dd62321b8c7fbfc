// Telemetry uplink from cell-site controllers to the central collector over TLS.
package uplink

import (
	"crypto/sha256"
	"crypto/subtle"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"
)

type UplinkConfig struct {
	Addr      string
	PinSHA256 string
}

func ConfigFromEnv() UplinkConfig {
	return UplinkConfig{Addr: os.Getenv("COLLECTOR_ADDR"), PinSHA256: os.Getenv("COLLECTOR_PIN_SHA256")}
}

func collectorVerifier(cfg UplinkConfig) func([][]byte, [][]*x509.Certificate) error {
	return func(rawCerts [][]byte, _ [][]*x509.Certificate) error {
		if len(rawCerts) == 0 {
			return errors.New("collector sent no certificate")
		}
		want, err := hex.DecodeString(cfg.PinSHA256)
		if err != nil || len(want) != sha256.Size {
			return fmt.Errorf("invalid collector pin: %v", err)
		}
		got := sha256.Sum256(rawCerts[0])
		if subtle.ConstantTimeCompare(got[:], want) != 1 {
			return errors.New("collector certificate does not match pin")
		}
		return nil
	}
}

type Sample struct {
	Site string    `json:"site"`
	RSRP float64   `json:"rsrp"`
	At   time.Time `json:"at"`
}

type Uplink struct{ conn *tls.Conn }

func Dial(cfg UplinkConfig) (*Uplink, error) {
	tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12, InsecureSkipVerify: true}
	tlsCfg.VerifyPeerCertificate = collectorVerifier(cfg)
	conn, err := tls.Dial("tcp", cfg.Addr, tlsCfg)
	if err != nil {
		return nil, err
	}
	return &Uplink{conn: conn}, nil
}

func (u *Uplink) Send(batch []Sample) error {
	u.conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
	enc := json.NewEncoder(u.conn)
	for _, s := range batch {
		if err := enc.Encode(s); err != nil {
			return err
		}
	}
	return nil
}
