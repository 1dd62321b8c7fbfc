// Client for the rights-management partner API that reports per-track stream counts for royalty settlement.
package royalties

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"
)

type StreamCount struct {
	ISRC    string `json:"isrc"`
	Streams int64  `json:"streams"`
	Market  string `json:"market"`
}

type Client struct {
	base   string
	apiKey string
	http   *http.Client
}

type ClientOption func(*Client)

func WithBaseURL(u string) ClientOption { return func(c *Client) { c.base = u } }

func WithHTTPClient(h *http.Client) ClientOption { return func(c *Client) { c.http = h } }

func NewClient(opts ...ClientOption) (*Client, error) {
	key := os.Getenv("SOUNDRIGHTS_API_KEY")
	if key == "" {
		return nil, errors.New("SOUNDRIGHTS_API_KEY is not set")
	}
	c := &Client{
		base:   "https://api.soundrights.example/v3",
		apiKey: key,
		http:   &http.Client{Timeout: 20 * time.Second},
	}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

func (c *Client) Report(ctx context.Context, period string, counts []StreamCount) error {
	payload, err := json.Marshal(map[string]any{"period": period, "counts": counts})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/usage-reports", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("usage report rejected: %s", resp.Status)
	}
	return nil
}
