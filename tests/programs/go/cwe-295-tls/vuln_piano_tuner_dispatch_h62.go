// A piano tuner dispatch program of the h62 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"
)

// Tuners' tablets call the dispatch API with a client certificate issued by
// the company CA; the certificate's common name is the tuner's ID and decides
// which appointments (customer addresses, door codes) the tablet receives.
type appointment struct {
	Customer string    `json:"customer"`
	Address  string    `json:"address"`
	Piano    string    `json:"piano"`
	At       time.Time `json:"at"`
	DoorCode string    `json:"door_code,omitempty"`
}

type tunerKey struct{}

type schedule map[string][]appointment

func identifyTuner(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.TLS == nil || len(r.TLS.PeerCertificates) == 0 {
			http.Error(w, "client certificate required", http.StatusUnauthorized)
			return
		}
		tuner := r.TLS.PeerCertificates[0].Subject.CommonName
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), tunerKey{}, tuner)))
	})
}

func (s schedule) today(w http.ResponseWriter, r *http.Request) {
	tuner, _ := r.Context().Value(tunerKey{}).(string)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(s[tuner])
}

func loadPool(path string) *x509.CertPool {
	pem, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		log.Fatal("no CA certificates in ", path)
	}
	return pool
}

func main() {
	s := schedule{
		"tuner-0142": {{Customer: "Hallam", Address: "14 Orchard Row", Piano: "Bechstein model A", At: time.Now().Add(2 * time.Hour)}},
	}
	mux := http.NewServeMux()
	mux.Handle("GET /appointments/today", identifyTuner(http.HandlerFunc(s.today)))

	srv := &http.Server{
		Addr:              ":8443",
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		TLSConfig: &tls.Config{
			MinVersion: tls.VersionTLS12,
			ClientCAs:  loadPool(os.Getenv("TUNER_CA")),
			ClientAuth: tls.RequireAnyClientCert,
		},
	}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("SERVER_CERT"), os.Getenv("SERVER_KEY")))
}
