// A restaurant webhooks program of the h69 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type accountKey struct{}

var (
	apiKeys  = map[string]string{} // api key -> restaurant account, loaded at start-up
	webhooks sync.Map              // account -> webhook URL
)

func restaurantAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		acct, ok := apiKeys[r.Header.Get("X-Api-Key")]
		if !ok {
			http.Error(w, "unknown api key", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), accountKey{}, acct)))
	})
}

// publicOnly runs after DNS resolution, so it also covers redirects and
// hostnames that resolve to internal addresses.
func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return err
	}
	ip = ip.Unmap()
	if !ip.IsGlobalUnicast() || ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
		return errors.New("webhook address is not publicly routable")
	}
	return nil
}

func webhookClient() *http.Client {
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: publicOnly}
	return &http.Client{
		Timeout:   8 * time.Second,
		Transport: &http.Transport{DialContext: dialer.DialContext},
	}
}

func saveWebhook(w http.ResponseWriter, r *http.Request) {
	acct := r.Context().Value(accountKey{}).(string)
	var in struct {
		URL string `json:"url"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	u, err := url.Parse(in.URL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		http.Error(w, "webhook must be an http(s) URL", http.StatusBadRequest)
		return
	}
	webhooks.Store(acct, u.String())
	w.WriteHeader(http.StatusNoContent)
}

func pingWebhook(w http.ResponseWriter, r *http.Request) {
	acct := r.Context().Value(accountKey{}).(string)
	v, ok := webhooks.Load(acct)
	if !ok {
		http.Error(w, "no webhook registered", http.StatusNotFound)
		return
	}
	payload, _ := json.Marshal(map[string]any{
		"event":   "test",
		"account": acct,
		"sent_at": time.Now().UTC(),
	})
	resp, err := webhookClient().Post(v.(string), "application/json", bytes.NewReader(payload))
	if err != nil {
		http.Error(w, "webhook unreachable: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	var preview bytes.Buffer
	preview.ReadFrom(io.LimitReader(resp.Body, 2048))
	json.NewEncoder(w).Encode(map[string]any{"status": resp.StatusCode, "body": preview.String()})
}

func main() {
	if b, err := os.ReadFile("/etc/helix-farm/api-keys.json"); err == nil {
		json.Unmarshal(b, &apiKeys)
	}
	r := chi.NewRouter()
	r.Use(middleware.Recoverer)
	r.Route("/webhook", func(r chi.Router) {
		r.Use(restaurantAccount)
		r.Put("/", saveWebhook)
		r.Post("/ping", pingWebhook)
	})
	http.ListenAndServe(":8021", r)
}
