// Unseen set h59: lambda payment return
package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

const defaultLanding = "/sessions"

type PaymentGateway interface {
	Confirm(ctx context.Context, checkoutID string) (bool, error)
}

// pspGateway talks to the card processor that hosts the parking payment page.
type pspGateway struct {
	client  *http.Client
	baseURL string
	apiKey  string
}

func (g *pspGateway) Confirm(ctx context.Context, checkoutID string) (bool, error) {
	endpoint := g.baseURL + "/v1/checkouts/" + url.PathEscape(checkoutID)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return false, err
	}
	req.Header.Set("Authorization", "Bearer "+g.apiKey)
	resp, err := g.client.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK, nil
}

// ReturnService decides where the driver lands after the hosted payment page.
type ReturnService struct {
	gateway PaymentGateway
}

func (s *ReturnService) Landing(ctx context.Context, checkoutID, returnTo string) (string, error) {
	paid, err := s.gateway.Confirm(ctx, checkoutID)
	if err != nil {
		return "", fmt.Errorf("confirm checkout: %w", err)
	}
	if !paid {
		return defaultLanding + "?payment=failed", nil
	}
	return landingTarget(returnTo), nil
}

func landingTarget(returnTo string) string {
	if returnTo == "" {
		return defaultLanding
	}
	return returnTo
}

type Handler struct {
	svc *ReturnService
}

func (h *Handler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	q := req.QueryStringParameters
	location, err := h.svc.Landing(ctx, q["checkout"], q["return_to"])
	if err != nil {
		log.Printf("payment return: %v", err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadGateway}, nil
	}
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusFound,
		Headers:    map[string]string{"Location": location, "Cache-Control": "no-store"},
	}, nil
}

func main() {
	gateway := &pspGateway{
		client:  &http.Client{Timeout: 8 * time.Second},
		baseURL: os.Getenv("PSP_BASE_URL"),
		apiKey:  os.Getenv("PSP_API_KEY"),
	}
	h := &Handler{svc: &ReturnService{gateway: gateway}}
	lambda.Start(h.Handle)
}
