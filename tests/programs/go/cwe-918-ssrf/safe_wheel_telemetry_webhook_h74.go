// A wheel telemetry webhook program of the h74 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

type hookStore struct {
	mu sync.RWMutex
	m  map[string]map[string]string // operator -> field -> value
}

func (s *hookStore) set(op, field, val string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m[op] == nil {
		s.m[op] = map[string]string{}
	}
	s.m[op][field] = val
}

func (s *hookStore) snapshot(field string) map[string]string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[string]string, len(s.m))
	for op, fields := range s.m {
		out[op] = fields[field]
	}
	return out
}

type alert struct {
	Wheel    string    `json:"wheel"`
	Gondola  int       `json:"gondola"`
	WindKmh  float64   `json:"wind_kmh"`
	Message  string    `json:"message"`
	Occurred time.Time `json:"occurred"`
}

var partnerSuffixes = []string{".ridecloud.io", ".wheelwatch.net", ".skyloop-rides.com"}

func checkEndpoint(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil {
		return "", errors.New("endpoint must be a plain https URL")
	}
	host := strings.ToLower(u.Hostname())
	for _, sfx := range partnerSuffixes {
		if strings.HasSuffix(host, sfx) && u.Port() == "" {
			return u.String(), nil
		}
	}
	return "", errors.New("endpoint host is not an approved telemetry partner")
}

func dispatch(store *hookStore, alerts <-chan alert) {
	client := &http.Client{Timeout: 5 * time.Second}
	for a := range alerts {
		body, _ := json.Marshal(a)
		for op, target := range store.snapshot("endpoint") {
			if target == "" {
				continue
			}
			go func(op, target string) {
				resp, err := client.Post(target, "application/json", bytes.NewReader(body))
				if err != nil {
					log.Printf("webhook %s: %v", op, err)
					return
				}
				resp.Body.Close()
			}(op, target)
		}
	}
}

func main() {
	store := &hookStore{m: map[string]map[string]string{}}
	alerts := make(chan alert, 64)
	go dispatch(store, alerts)

	r := chi.NewRouter()
	r.Put("/operators/{op}/webhook", func(w http.ResponseWriter, r *http.Request) {
		op := chi.URLParam(r, "op")
		raw := strings.TrimSpace(r.FormValue("url"))

		// keep what the operator typed so the console can show it back
		store.set(op, "requested", raw)
		endpoint, err := checkEndpoint(raw)
		if err != nil {
			store.set(op, "status", "rejected")
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		store.set(op, "endpoint", endpoint)
		store.set(op, "status", "active")
		w.WriteHeader(http.StatusNoContent)
	})
	r.Post("/sensors/alerts", func(w http.ResponseWriter, r *http.Request) {
		var a alert
		if err := json.NewDecoder(r.Body).Decode(&a); err != nil {
			http.Error(w, "bad alert", http.StatusBadRequest)
			return
		}
		a.Occurred = time.Now().UTC()
		alerts <- a
		w.WriteHeader(http.StatusAccepted)
	})

	log.Fatal(http.ListenAndServe(":8090", r))
}
