// chi endpoint that sends a test delivery to a customer's webhook URL in the background.
package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"

	"github.com/go-chi/chi/v5"
)

type Prober struct {
	client *http.Client
}

var _, sharedAddrSpace, _ = net.ParseCIDR("100.64.0.0/10")

func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() ||
		ip.IsLinkLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() || sharedAddrSpace.Contains(ip) {
		return fmt.Errorf("destination %s is not a public address", host)
	}
	return nil
}

func NewProber() *Prober {
	dialer := &net.Dialer{Timeout: 3 * time.Second, Control: publicOnly}
	transport := &http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: 3 * time.Second}
	return &Prober{client: &http.Client{Timeout: 5 * time.Second, Transport: transport}}
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
	payload, _ := json.Marshal(map[string]string{"event": "ping", "hook": chi.URLParam(r, "hookID")})
	go p.deliver(u.String(), payload)
	w.WriteHeader(http.StatusAccepted)
}
