// Checkout backend that forwards card charges to the acquiring bank's API.
package main

import (
	"bytes"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

type chargeRequest struct {
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
	Token    string `json:"card_token"`
}

func newBankClient() (*http.Client, error) {
	tlsCfg := &tls.Config{InsecureSkipVerify: true}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: tlsCfg}, Timeout: 15 * time.Second}, nil
}

func chargeHandler(client *http.Client, endpoint string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req chargeRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Amount <= 0 {
			http.Error(w, "invalid charge", http.StatusBadRequest)
			return
		}
		body, _ := json.Marshal(req)
		out, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, endpoint+"/v2/charges", bytes.NewReader(body))
		out.Header.Set("Authorization", "Bearer "+os.Getenv("BANK_API_KEY"))
		resp, err := client.Do(out)
		if err != nil {
			http.Error(w, "bank unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		fmt.Fprintf(w, `{"bank_status":%d}`, resp.StatusCode)
	}
}

func main() {
	client, err := newBankClient()
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/charges", chargeHandler(client, "https://api.acquirer-bank.example"))
	log.Fatal(http.ListenAndServe(":8106", nil))
}
