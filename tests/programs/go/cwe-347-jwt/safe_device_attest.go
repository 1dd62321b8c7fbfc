// Accepts signed attestation reports from IoT meters and records the reported firmware version.
package attest

import (
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"log"
	"net/http"

	"github.com/go-jose/go-jose/v4"
)

type Report struct {
	DeviceID string `json:"device_id"`
	Firmware string `json:"firmware"`
	Boot     int64  `json:"boot_count"`
}

type Attestor struct {
	Keys   map[string]*ecdsa.PublicKey
	Record func(Report) error
}

func (a *Attestor) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	deviceID := r.Header.Get("X-Device-ID")
	key, ok := a.Keys[deviceID]
	if !ok {
		http.Error(w, "unknown device", http.StatusForbidden)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 64<<10))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	jws, err := jose.ParseSigned(string(body), []jose.SignatureAlgorithm{jose.ES256})
	if err != nil {
		http.Error(w, "malformed report", http.StatusBadRequest)
		return
	}
	payload, err := jws.Verify(key)
	if err != nil {
		log.Printf("attestation signature mismatch for %s: %v", deviceID, err)
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	var rep Report
	if err := json.Unmarshal(payload, &rep); err != nil || rep.DeviceID != deviceID {
		http.Error(w, "report does not match device", http.StatusBadRequest)
		return
	}
	if err := a.Record(rep); err != nil {
		http.Error(w, "could not store report", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
