// A car wash claim lambda program of the h61 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// DamageClaim is posted by the car wash app when a customer reports a scratch after a wash.
type DamageClaim struct {
	ClaimID  string `json:"claim_id"`
	Bay      int    `json:"bay"`
	PhotoURL string `json:"photo_url"`
}

type PhotoSourcePolicy struct{ prefix string }

func (p PhotoSourcePolicy) Allows(raw string) bool {
	return strings.HasPrefix(raw, p.prefix)
}

type PhotoFetcher struct {
	policy PhotoSourcePolicy
	client *http.Client
}

func (f *PhotoFetcher) Fetch(ctx context.Context, raw string) ([]byte, error) {
	if !f.policy.Allows(raw) {
		return nil, errors.New("photo must come from the app upload service")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 10<<20))
}

type ClaimHandler struct {
	fetcher *PhotoFetcher
	s3      *s3.Client
	bucket  string
}

func (h *ClaimHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	var claim DamageClaim
	if err := json.Unmarshal([]byte(req.Body), &claim); err != nil || claim.ClaimID == "" {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest}, nil
	}
	photo, err := h.fetcher.Fetch(ctx, claim.PhotoURL)
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusUnprocessableEntity, Body: err.Error()}, nil
	}
	_, err = h.s3.PutObject(ctx, &s3.PutObjectInput{
		Bucket:      aws.String(h.bucket),
		Key:         aws.String(fmt.Sprintf("claims/%d/%x.jpg", claim.Bay, time.Now().UnixNano())),
		Body:        strings.NewReader(string(photo)),
		ContentType: aws.String("image/jpeg"),
	})
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadGateway}, err
	}
	return events.APIGatewayProxyResponse{StatusCode: http.StatusCreated}, nil
}

func main() {
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		panic(err)
	}
	h := &ClaimHandler{
		fetcher: &PhotoFetcher{
			policy: PhotoSourcePolicy{prefix: "https://uploads.sparklewash.app"},
			client: &http.Client{Timeout: 8 * time.Second},
		},
		s3:     s3.NewFromConfig(cfg),
		bucket: os.Getenv("CLAIMS_BUCKET"),
	}
	lambda.Start(h.Handle)
}
