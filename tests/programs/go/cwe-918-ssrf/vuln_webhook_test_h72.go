// A webhook test program of the h72 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"time"
)

type WebhookSettings struct {
	DeliveredURL string `json:"delivered_url"`
	FailedURL    string `json:"failed_url"`
}

// Notifier sends one kind of sample event.
type Notifier interface {
	Target(s WebhookSettings) string
	Sample() map[string]any
}

type deliveredNotifier struct{}

func (deliveredNotifier) Target(s WebhookSettings) string { return s.DeliveredURL }
func (deliveredNotifier) Sample() map[string]any {
	return map[string]any{"event": "delivered", "job": "SPK-000123", "signed_by": "Reception"}
}

type failedNotifier struct{}

func (failedNotifier) Target(s WebhookSettings) string { return s.FailedURL }
func (failedNotifier) Sample() map[string]any {
	return map[string]any{"event": "failed", "job": "SPK-000123", "reason": "recipient not available"}
}

var notifiers = map[string]Notifier{"delivered": deliveredNotifier{}, "failed": failedNotifier{}}

// checkPublic rejects URLs that resolve into our own network.
func checkPublic(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Hostname() == "" {
		return errors.New("webhook must be an https URL")
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, u.Hostname())
	if err != nil {
		return fmt.Errorf("cannot resolve %s", u.Hostname())
	}
	for _, a := range addrs {
		if a.IP.IsLoopback() || a.IP.IsPrivate() || a.IP.IsLinkLocalUnicast() || a.IP.IsUnspecified() {
			return fmt.Errorf("%s is not a public address", u.Hostname())
		}
	}
	return nil
}

type tester struct {
	client *http.Client
}

func (t tester) handle(w http.ResponseWriter, r *http.Request) {
	var req struct {
		WebhookSettings
		Event string `json:"event"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 8192)).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	n, ok := notifiers[req.Event]
	if !ok {
		http.Error(w, "event must be delivered or failed", http.StatusBadRequest)
		return
	}
	if err := checkPublic(r.Context(), req.DeliveredURL); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}

	body, _ := json.Marshal(n.Sample())
	resp, err := t.client.Post(n.Target(req.WebhookSettings), "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, "webhook unreachable: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	preview, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"status": resp.StatusCode, "body": string(preview)})
}

func main() {
	t := tester{client: &http.Client{Timeout: 8 * time.Second}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /account/webhooks/test", t.handle)
	log.Fatal(http.ListenAndServe(":8032", mux))
}
