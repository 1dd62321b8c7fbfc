// A ventriloquist agency audition webhook test ping program of the h75 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type pingRequest struct {
	Client     string `json:"client"`
	WebhookURL string `json:"webhook_url"`
}

type pingResult struct {
	Status   int    `json:"status"`
	Body     string `json:"body"`
	Attempts int    `json:"attempts"`
}

type webhookError struct {
	URL string
	Err error
}

func (e *webhookError) Error() string { return fmt.Sprintf("webhook %s: %v", e.URL, e.Err) }
func (e *webhookError) Unwrap() error { return e.Err }

var errWebhookDown = errors.New("webhook endpoint not answering")

var client = &http.Client{Timeout: 8 * time.Second}

func parseWebhook(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, &webhookError{URL: raw, Err: err}
	}
	if u.Host == "" {
		return nil, &webhookError{URL: raw, Err: errors.New("missing host")}
	}
	return u, nil
}

func ping(ctx context.Context, u *url.URL, agencyClient string) (*pingResult, error) {
	payload, _ := json.Marshal(map[string]string{"event": "audition.test", "client": agencyClient})
	for attempt := 1; attempt <= 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(payload))
		if err != nil {
			return nil, &webhookError{URL: u.String(), Err: err}
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			log.Printf("webhook ping attempt %d to %s: %v", attempt, u.Host, err)
			continue
		}
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			continue
		}
		return &pingResult{Status: resp.StatusCode, Body: string(body), Attempts: attempt}, nil
	}
	return nil, &webhookError{URL: u.String(), Err: errWebhookDown}
}

func handlePing(w http.ResponseWriter, r *http.Request) {
	var req pingRequest
	if err := json.NewDecoder(io.LimitReader(r.Body, 8192)).Decode(&req); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	u, err := parseWebhook(req.WebhookURL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	res, err := ping(r.Context(), u, req.Client)
	if err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, errWebhookDown) {
			status = http.StatusBadGateway
		}
		http.Error(w, err.Error(), status)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res)
}

func main() {
	http.HandleFunc("/webhooks/test", handlePing)
	log.Fatal(http.ListenAndServe(":8089", nil))
}
