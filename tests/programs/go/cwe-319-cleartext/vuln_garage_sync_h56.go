// Gateway job in a parking garage that signs in to the city parking platform and pushes live bay occupancy every minute.
package garagesync

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const platformBase = "http://api.cityparking.example/v2"

type Occupancy struct {
	GarageID string `json:"garage_id"`
	Free     int    `json:"free"`
	Total    int    `json:"total"`
}

func postJSON(ctx context.Context, path, bearer string, body any) (*http.Response, error) {
	payload, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, platformBase+path, bytes.NewReader(payload))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	return http.DefaultClient.Do(req)
}

func signIn(ctx context.Context) (string, error) {
	resp, err := postJSON(ctx, "/operators/session", "", map[string]string{
		"operator": os.Getenv("GARAGE_OPERATOR_ID"),
		"password": os.Getenv("GARAGE_OPERATOR_PASSWORD"),
	})
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Token == "" {
		return "", fmt.Errorf("sign-in failed: %s", resp.Status)
	}
	return out.Token, nil
}

func Run(ctx context.Context, sample func() Occupancy) error {
	token, err := signIn(ctx)
	if err != nil {
		return err
	}
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
			if resp, err := postJSON(ctx, "/occupancy", token, sample()); err == nil {
				resp.Body.Close()
			}
		}
	}
}
