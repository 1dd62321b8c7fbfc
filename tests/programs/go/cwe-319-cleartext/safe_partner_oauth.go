// Client-credentials token fetcher used to call the logistics partner's shipment API.
package partner

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

const tokenEndpoint = "https://auth.logistics-partner.com/oauth2/token"

type TokenSource struct {
	ClientID     string
	ClientSecret string
	mu           sync.Mutex
	token        string
	expiry       time.Time
}

func NewTokenSource() *TokenSource {
	return &TokenSource{ClientID: os.Getenv("PARTNER_CLIENT_ID"), ClientSecret: os.Getenv("PARTNER_CLIENT_SECRET")}
}

func (t *TokenSource) Token(ctx context.Context) (string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.token != "" && time.Now().Before(t.expiry) {
		return t.token, nil
	}
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {"shipments:read"}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, tokenEndpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.SetBasicAuth(t.ClientID, t.ClientSecret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("token endpoint: %s", resp.Status)
	}
	var body struct {
		AccessToken string `json:"access_token"`
		ExpiresIn   int    `json:"expires_in"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return "", err
	}
	t.token = body.AccessToken
	t.expiry = time.Now().Add(time.Duration(body.ExpiresIn-30) * time.Second)
	return t.token, nil
}
