// Endpoint that sends a test delivery to a customer-configured webhook URL and reports the status.
package webhooks

import (
	"bytes"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"
)

type probeRequest struct {
	URL    string `json:"url"`
	Secret string `json:"secret"`
}

type probeResult struct {
	Status int    `json:"status"`
	Error  string `json:"error,omitempty"`
}

func denyInternal(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	ip := net.ParseIP(host)
	if err != nil || ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() ||
		ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() || ip.IsMulticast() {
		return errors.New("destination not allowed")
	}
	return nil
}

var probeClient = &http.Client{
	Timeout: 5 * time.Second,
	Transport: &http.Transport{
		Proxy:       nil,
		DialContext: (&net.Dialer{Timeout: 3 * time.Second, Control: denyInternal}).DialContext,
	},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

func validTarget(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func ProbeHandler(w http.ResponseWriter, r *http.Request) {
	var req probeRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || !validTarget(req.URL) {
		http.Error(w, "invalid request", http.StatusBadRequest)
		return
	}
	payload := []byte(`{"event":"ping"}`)
	out, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, req.URL, bytes.NewReader(payload))
	out.Header.Set("Content-Type", "application/json")
	out.Header.Set("X-Webhook-Secret", req.Secret)
	res := probeResult{}
	resp, err := probeClient.Do(out)
	if err != nil {
		res.Error = "delivery failed"
	} else {
		res.Status = resp.StatusCode
		resp.Body.Close()
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(res)
}
