// Obtains client-credentials access tokens from the partner identity provider.
package partnerauth

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

const tokenEndpoint = "https://login.partner-idp.com/oauth2/token"

type TokenSource struct {
	ClientID     string
	ClientSecret string
	Scope        string

	mu      sync.Mutex
	current string
	expiry  time.Time
}

type tokenResponse struct {
	AccessToken string `json:"access_token"`
	ExpiresIn   int    `json:"expires_in"`
}

func (ts *TokenSource) Token(ctx context.Context) (string, error) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.current != "" && time.Now().Before(ts.expiry) {
		return ts.current, nil
	}
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {ts.Scope}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, tokenEndpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.SetBasicAuth(ts.ClientID, ts.ClientSecret)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("token endpoint returned %s", resp.Status)
	}
	var tr tokenResponse
	if err := json.NewDecoder(resp.Body).Decode(&tr); err != nil {
		return "", err
	}
	ts.current = tr.AccessToken
	ts.expiry = time.Now().Add(time.Duration(tr.ExpiresIn-30) * time.Second)
	return ts.current, nil
}
