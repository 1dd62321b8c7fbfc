// A partner webhooks program of the h73 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Partners are only allowed to point webhooks at the channel manager they use.
var partnerHosts = map[string]bool{
	"hooks.onsenbook.jp":           true,
	"api.staybridge-channels.com":  true,
	"webhooks.thermaltravel.co.nz": true,
}

type registry struct {
	mu    sync.Mutex
	hooks map[string]string // partner id -> callback URL
}

var client = &http.Client{
	Timeout: 8 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	},
}

func allowedCallback(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return false
	}
	return partnerHosts[strings.ToLower(u.Hostname())]
}

func (reg *registry) register(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Partner  string `json:"partner_id"`
		Callback string `json:"callback"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 8192)).Decode(&in); err != nil {
		http.Error(w, "bad JSON", http.StatusBadRequest)
		return
	}
	// some partner portals send the callback percent-encoded
	callback, err := url.QueryUnescape(strings.TrimSpace(in.Callback))
	if err != nil || in.Partner == "" || !allowedCallback(callback) {
		http.Error(w, "callback must point at your channel manager", http.StatusUnprocessableEntity)
		return
	}
	reg.mu.Lock()
	reg.hooks[in.Partner] = callback
	reg.mu.Unlock()

	// send a test ping straight away so the partner sees the result in their portal
	ping, _ := json.Marshal(map[string]any{
		"event":   "webhook.test",
		"resort":  "yunokawa-springs",
		"sent_at": time.Now().UTC().Format(time.RFC3339),
	})
	resp, err := client.Post(callback, "application/json", bytes.NewReader(ping))
	if err != nil {
		http.Error(w, "test ping failed: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	echo, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"registered":    true,
		"test_status":   resp.StatusCode,
		"test_response": string(echo),
	})
}

func main() {
	reg := &registry{hooks: map[string]string{}}
	mux := http.NewServeMux()
	mux.HandleFunc("PUT /partners/webhook", reg.register)
	log.Fatal(http.ListenAndServe(":8026", mux))
}
