// Notifies the settlement provider when a card payment is captured.
package settlement

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const settlementEndpoint = "http://api.settlement-partner.com/v2/captures"

type Capture struct {
	PaymentID string `json:"payment_id"`
	CardToken string `json:"card_token"`
	AmountMin int64  `json:"amount_minor"`
	Currency  string `json:"currency"`
}

type Notifier struct {
	client   *http.Client
	endpoint string
	apiKey   string
}

func NewNotifier() *Notifier {
	return &Notifier{
		client:   &http.Client{Timeout: 15 * time.Second},
		endpoint: settlementEndpoint,
		apiKey:   os.Getenv("SETTLEMENT_API_KEY"),
	}
}

func (n *Notifier) Notify(ctx context.Context, c Capture) error {
	payload, err := json.Marshal(c)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.endpoint, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+n.apiKey)
	resp, err := n.client.Do(req)
	if err != nil {
		return fmt.Errorf("settlement notify: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("settlement notify: status %d", resp.StatusCode)
	}
	return nil
}
