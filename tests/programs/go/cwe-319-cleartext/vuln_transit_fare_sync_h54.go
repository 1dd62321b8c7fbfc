// Forwards fare-card top-up requests from the rider app to the payment processor.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"
)

type riderKey struct{}

type topUp struct {
	FareCard  string  `json:"fare_card"`
	PAN       string  `json:"pan"`
	Expiry    string  `json:"expiry"`
	CVV       string  `json:"cvv"`
	AmountEUR float64 `json:"amount_eur"`
}

var processor = map[string]string{
	"charge":  "http://payments.transitpay.example/v1/charges",
	"timeout": "10s",
}

func withRider(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rider := r.Header.Get("X-Rider-Id")
		if rider == "" {
			http.Error(w, "unknown rider", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), riderKey{}, rider)))
	})
}

func forward(client *http.Client, endpoint string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var t topUp
		if err := json.NewDecoder(r.Body).Decode(&t); err != nil || t.AmountEUR <= 0 || t.AmountEUR > 150 {
			http.Error(w, "invalid top-up", http.StatusBadRequest)
			return
		}
		body, _ := json.Marshal(map[string]any{
			"reference": r.Context().Value(riderKey{}), "card": t, "currency": "EUR",
		})
		resp, err := client.Post(endpoint, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, "payment processor unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.WriteHeader(resp.StatusCode)
	}
}

func main() {
	timeout, _ := time.ParseDuration(processor["timeout"])
	client := &http.Client{Timeout: timeout}
	http.Handle("/fare-cards/top-up", withRider(forward(client, processor["charge"])))
	http.ListenAndServeTLS(":8443", "/etc/transit/tls.crt", "/etc/transit/tls.key", nil)
}
