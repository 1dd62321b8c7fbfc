// A hive scale feed program of the h67 set (cwe-918-ssrf).
// beekeepers: link a hive scale's data feed to a hive and preview its latest weights
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
)

type LinkFeedInput struct {
	HiveID string `path:"hive" format:"uuid"`
	Body   struct {
		FeedURL string `json:"feed_url" format:"uri" maxLength:"300"`
		Label   string `json:"label" maxLength:"40"`
	}
}

type Reading struct {
	At       time.Time `json:"at"`
	WeightKg float64   `json:"weight_kg"`
	TempC    float64   `json:"temp_c"`
}

type LinkFeedOutput struct {
	Body struct {
		HiveID string    `json:"hive_id"`
		Label  string    `json:"label"`
		Latest []Reading `json:"latest"`
	}
}

var errFeedURL = errors.New("feed URL is not supported")

type FeedClient struct {
	http *http.Client
}

func NewFeedClient() *FeedClient {
	return &FeedClient{http: &http.Client{
		Timeout: 8 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}}
}

func (f *FeedClient) Latest(ctx context.Context, feedURL string) ([]Reading, error) {
	u, err := url.Parse(feedURL)
	if err != nil {
		return nil, errFeedURL
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return nil, err
	}
	var readings []Reading
	if err := json.Unmarshal(body, &readings); err != nil {
		return nil, fmt.Errorf("feed answered %s with unexpected content: %.300s", resp.Status, body)
	}
	return readings, nil
}

type FeedService struct {
	feeds *FeedClient
}

func (s *FeedService) Register(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "link-hive-feed",
		Method:      http.MethodPut,
		Path:        "/hives/{hive}/feed",
		Summary:     "Link a scale feed to a hive",
	}, s.link)
}

func (s *FeedService) link(ctx context.Context, in *LinkFeedInput) (*LinkFeedOutput, error) {
	readings, err := s.feeds.Latest(ctx, in.Body.FeedURL)
	if errors.Is(err, errFeedURL) {
		return nil, huma.Error422UnprocessableEntity(err.Error())
	}
	if err != nil {
		return nil, huma.Error502BadGateway(err.Error())
	}
	out := &LinkFeedOutput{}
	out.Body.HiveID = in.HiveID
	out.Body.Label = in.Body.Label
	out.Body.Latest = readings
	return out, nil
}

func main() {
	mux := http.NewServeMux()
	api := humago.New(mux, huma.DefaultConfig("Apiary Feeds", "0.9.0"))
	(&FeedService{feeds: NewFeedClient()}).Register(api)
	log.Fatal(http.ListenAndServe(":8102", mux))
}
