// A commission deposit program of the h67 set (cwe-319-cleartext).
// blacksmith forges: take ironwork commission orders and charge the deposit through billing
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
)

const billingBaseURL = "https://billing.anvilworks.com/api/v2"

type CommissionInput struct {
	Body struct {
		CustomerName string `json:"customer_name" minLength:"2" maxLength:"80"`
		Email        string `json:"email" format:"email"`
		Piece        string `json:"piece" enum:"gate,railing,firedog,weathervane,hook"`
		DepositPence int    `json:"deposit_pence" minimum:"1000" maximum:"500000"`
		CardToken    string `json:"card_token" pattern:"^tok_[A-Za-z0-9]{24}$"`
	}
}

type CommissionOutput struct {
	Body struct {
		ChargeID string `json:"charge_id"`
		Status   string `json:"status"`
	}
}

type DepositCharge struct {
	AmountPence int    `json:"amount_pence"`
	Currency    string `json:"currency"`
	CardToken   string `json:"card_token"`
	Email       string `json:"receipt_email"`
	Description string `json:"description"`
}

type BillingClient struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func NewBillingClient(baseURL, apiKey string) *BillingClient {
	return &BillingClient{baseURL: baseURL, apiKey: apiKey, http: &http.Client{Timeout: 20 * time.Second}}
}

func (b *BillingClient) ChargeDeposit(ctx context.Context, charge DepositCharge) (string, error) {
	payload, err := json.Marshal(charge)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.baseURL+"/charges", bytes.NewReader(payload))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+b.apiKey)
	resp, err := b.http.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("billing returned %s", resp.Status)
	}
	var out struct {
		ChargeID string `json:"charge_id"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", err
	}
	return out.ChargeID, nil
}

type CommissionService struct {
	billing *BillingClient
}

func (s *CommissionService) Register(api huma.API) {
	huma.Post(api, "/commissions", s.create)
}

func (s *CommissionService) create(ctx context.Context, in *CommissionInput) (*CommissionOutput, error) {
	chargeID, err := s.billing.ChargeDeposit(ctx, DepositCharge{
		AmountPence: in.Body.DepositPence,
		Currency:    "GBP",
		CardToken:   in.Body.CardToken,
		Email:       in.Body.Email,
		Description: fmt.Sprintf("Deposit: %s for %s", in.Body.Piece, in.Body.CustomerName),
	})
	if err != nil {
		return nil, huma.Error502BadGateway("deposit could not be taken", err)
	}
	out := &CommissionOutput{}
	out.Body.ChargeID = chargeID
	out.Body.Status = "deposit received"
	return out, nil
}

func main() {
	svc := &CommissionService{billing: NewBillingClient(billingBaseURL, os.Getenv("BILLING_API_KEY"))}

	mux := http.NewServeMux()
	api := humago.New(mux, huma.DefaultConfig("Forge Commissions", "1.2.0"))
	svc.Register(api)

	log.Fatal(http.ListenAndServe(":8092", mux))
}
