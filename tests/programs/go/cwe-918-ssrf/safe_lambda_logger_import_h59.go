// Unseen set h59: lambda logger import
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

// ImportRequest registers a data-logger feed for a volunteer weather station.
type ImportRequest struct {
	StationID string `json:"stationId"`
	FeedURL   string `json:"feedUrl"`
}

type FeedFetcher interface {
	Fetch(ctx context.Context, feedURL string) ([]byte, error)
}

type httpFeedFetcher struct {
	client *http.Client
}

// publicOnly runs after DNS resolution, so every connection the client makes
// (including redirects) is checked against the address actually dialled.
func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() ||
		ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() || ip.IsMulticast() {
		return fmt.Errorf("feed address %s is not public", host)
	}
	return nil
}

func newFeedFetcher() *httpFeedFetcher {
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: publicOnly}
	transport := &http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: 5 * time.Second}
	return &httpFeedFetcher{client: &http.Client{Timeout: 20 * time.Second, Transport: transport}}
}

func (f *httpFeedFetcher) Fetch(ctx context.Context, feedURL string) ([]byte, error) {
	u, err := url.Parse(feedURL)
	if err != nil || u.Host == "" || u.Scheme != "https" {
		return nil, fmt.Errorf("feed url %q is not usable", feedURL)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("feed answered %d", resp.StatusCode)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 8<<20))
}

// ImportService checks that a feed yields parseable observations.
type ImportService struct {
	fetcher FeedFetcher
}

func (s *ImportService) Preview(ctx context.Context, req ImportRequest) (int, error) {
	raw, err := s.fetcher.Fetch(ctx, req.FeedURL)
	if err != nil {
		return 0, err
	}
	rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil {
		return 0, fmt.Errorf("feed is not CSV: %w", err)
	}
	return len(rows), nil
}

type Handler struct {
	svc *ImportService
}

func (h *Handler) Handle(ctx context.Context, ev events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	var req ImportRequest
	if err := json.Unmarshal([]byte(ev.Body), &req); err != nil || req.StationID == "" {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest}, nil
	}
	n, err := h.svc.Preview(ctx, req)
	if err != nil {
		log.Printf("station %s: %v", req.StationID, err)
		return events.APIGatewayProxyResponse{StatusCode: http.StatusUnprocessableEntity, Body: "feed could not be read"}, nil
	}
	body, _ := json.Marshal(map[string]int{"observations": n})
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "application/json"},
		Body:       string(body),
	}, nil
}

func main() {
	h := &Handler{svc: &ImportService{fetcher: newFeedFetcher()}}
	lambda.Start(h.Handle)
}
