// An arborist permit filer program of the h62 set (cwe-798-credentials).
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// Before felling or crown-reducing a protected tree the crew must file a
// works notice with the council's tree-preservation API. Jobs are read from
// stdin (one per line: "postcode|species|work") and filed concurrently.
const permitEndpoint = "https://api.treeworkspermits.org.uk/v2/notices"

const permitAPIKey = "tpo_live_9fK2qL7vX4mB8nR1sT6wY3zA5cD0eH2j"

type notice struct {
	Postcode string `json:"postcode"`
	Species  string `json:"species"`
	Work     string `json:"work"`
}

type filing struct {
	Notice notice
	Ref    string
	Err    error
}

func parseLine(line string) (notice, bool) {
	parts := strings.Split(line, "|")
	if len(parts) != 3 {
		return notice{}, false
	}
	return notice{Postcode: strings.TrimSpace(parts[0]), Species: strings.TrimSpace(parts[1]), Work: strings.TrimSpace(parts[2])}, true
}

func fileNotice(ctx context.Context, client *http.Client, apiKey string, n notice) filing {
	body, _ := json.Marshal(n)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, permitEndpoint, bytes.NewReader(body))
	if err != nil {
		return filing{Notice: n, Err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+apiKey)
	resp, err := client.Do(req)
	if err != nil {
		return filing{Notice: n, Err: err}
	}
	defer resp.Body.Close()
	var out struct {
		Reference string `json:"reference"`
	}
	if resp.StatusCode != http.StatusCreated {
		return filing{Notice: n, Err: fmt.Errorf("council API answered %s", resp.Status)}
	}
	err = json.NewDecoder(resp.Body).Decode(&out)
	return filing{Notice: n, Ref: out.Reference, Err: err}
}

func main() {
	workers := flag.Int("workers", 3, "concurrent filings")
	flag.Parse()

	apiKey := permitAPIKey
	client := &http.Client{Timeout: 20 * time.Second}
	ctx := context.Background()

	jobs := make(chan notice)
	results := make(chan filing)
	var wg sync.WaitGroup
	for i := 0; i < *workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range jobs {
				results <- fileNotice(ctx, client, apiKey, n)
			}
		}()
	}
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			if n, ok := parseLine(sc.Text()); ok {
				jobs <- n
			}
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	for r := range results {
		if r.Err != nil {
			log.Printf("%s %s: %v", r.Notice.Postcode, r.Notice.Species, r.Err)
			continue
		}
		fmt.Printf("%s\t%s\t%s\n", r.Ref, r.Notice.Postcode, r.Notice.Species)
	}
}
