// chi endpoint that sends a test delivery to a customer's webhook URL in the background.
package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

type Prober struct {
	client *http.Client
}

func NewProber() *Prober {
	return &Prober{client: &http.Client{Timeout: 5 * time.Second}}
}

func blockedHost(host string) bool {
	h := strings.ToLower(host)
	return h == "localhost" || h == "127.0.0.1" || strings.HasSuffix(h, ".internal")
}

func (p *Prober) deliver(target string, payload []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(payload))
	if err == nil {
		req.Header.Set("Content-Type", "application/json")
		var resp *http.Response
		if resp, err = p.client.Do(req); err == nil {
			resp.Body.Close()
			log.Printf("webhook test to %s: %s", target, resp.Status)
			return
		}
	}
	log.Printf("webhook test to %s failed: %v", target, err)
}

func (p *Prober) TestHandler(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.URL.Query().Get("url"))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		http.Error(w, "invalid webhook URL", http.StatusBadRequest)
		return
	}
	if blockedHost(u.Hostname()) {
		http.Error(w, "webhook host not allowed", http.StatusBadRequest)
		return
	}
	payload, _ := json.Marshal(map[string]string{"event": "ping", "hook": chi.URLParam(r, "hookID")})
	go p.deliver(u.String(), payload)
	w.WriteHeader(http.StatusAccepted)
}
