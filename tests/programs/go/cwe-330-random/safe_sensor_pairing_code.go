// IoT fleet endpoint that issues the short-lived pairing code an installer types into a new sensor.
package pairing

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

const (
	codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	codeLength   = 8
	codeTTL      = 10 * time.Minute
)

type pendingPair struct {
	SiteID  string
	Expires time.Time
}

type Registry struct {
	mu    sync.Mutex
	codes map[string]pendingPair
}

func NewRegistry() *Registry {
	return &Registry{codes: make(map[string]pendingPair)}
}

func newPairingCode() (string, error) {
	b := make([]byte, codeLength)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	for i := range b {
		// 256 is a multiple of len(codeAlphabet), so the mapping is uniform.
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b), nil
}

func (reg *Registry) Routes(r chi.Router) {
	r.Post("/sites/{siteID}/pairing-codes", reg.issue)
}

func (reg *Registry) issue(w http.ResponseWriter, r *http.Request) {
	siteID := chi.URLParam(r, "siteID")
	code, err := newPairingCode()
	if err != nil {
		http.Error(w, "could not issue code", http.StatusInternalServerError)
		return
	}
	expires := time.Now().Add(codeTTL)
	reg.mu.Lock()
	reg.codes[code] = pendingPair{SiteID: siteID, Expires: expires}
	reg.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]any{"code": code, "expires_at": expires})
}
