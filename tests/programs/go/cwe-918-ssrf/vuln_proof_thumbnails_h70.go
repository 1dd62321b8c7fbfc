// A proof thumbnails program of the h70 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

const assetHost = "assets.goldleafsigns.co.uk"

type proofJob struct {
	JobID      string   `json:"job_id"`
	Shopfront  string   `json:"shopfront"`
	Artwork    []string `json:"artwork"`
	PreviewURL string   `json:"preview_url"`
}

var client = &http.Client{Timeout: 20 * time.Second}

func fromAssetStore(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host != assetHost || u.User != nil {
		return nil, false
	}
	return u, true
}

// Reduce folds in into a single value, left to right.
func Reduce[T, A any](in []T, acc A, fn func(A, T) A) A {
	for _, v := range in {
		acc = fn(acc, v)
	}
	return acc
}

func (j proofJob) sources() []string {
	approved := Reduce(j.Artwork, []string{}, func(acc []string, raw string) []string {
		if u, ok := fromAssetStore(raw); ok {
			return append(acc, u.String())
		}
		log.Printf("job %s: ignoring artwork outside the asset store: %q", j.JobID, raw)
		return acc
	})
	if j.PreviewURL != "" {
		approved = append(approved, j.PreviewURL)
	}
	return approved
}

func fetch(ctx context.Context, src string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", src, resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 25<<20))
}

func storeThumbnail(jobID string, idx int, img []byte) error {
	// resize and upload to the client proof gallery; elided
	log.Printf("job %s: thumbnail %d (%d bytes)", jobID, idx, len(img))
	return nil
}

func handler(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
	var resp events.SQSEventResponse
	for _, rec := range ev.Records {
		var job proofJob
		if err := json.Unmarshal([]byte(rec.Body), &job); err != nil {
			log.Printf("message %s: bad body: %v", rec.MessageId, err)
			continue
		}
		for i, src := range job.sources() {
			img, err := fetch(ctx, src)
			if err == nil {
				err = storeThumbnail(job.JobID, i, img)
			}
			if err != nil {
				log.Printf("job %s: %v", job.JobID, err)
				resp.BatchItemFailures = append(resp.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: rec.MessageId})
				break
			}
		}
	}
	return resp, nil
}

func main() {
	lambda.Start(handler)
}
