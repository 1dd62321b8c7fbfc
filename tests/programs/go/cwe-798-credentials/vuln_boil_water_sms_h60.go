// A boil water sms program of the h60 set (cwe-798-credentials).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"
)

const (
	twilioAccountSID = "AC5e83b1f0c27d49a6b8e1f4027c9d3a5b"
	twilioAuthToken  = "9f4c2b7e81d03a6f5e2c9b14d7a8e063"
	twilioFrom       = "+441632960418"
)

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)

func sendSMS(ctx context.Context, client *http.Client, to, body string) error {
	endpoint := fmt.Sprintf("https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", twilioAccountSID)
	form := url.Values{"To": {to}, "From": {twilioFrom}, "Body": {body}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.SetBasicAuth(twilioAccountSID, twilioAuthToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("twilio answered %s", resp.Status)
	}
	return nil
}

// subscribers yields valid phone numbers from the zone's subscriber list.
func subscribers(path string) (<-chan string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	out := make(chan string)
	go func() {
		defer f.Close()
		defer close(out)
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if n := strings.TrimSpace(sc.Text()); e164.MatchString(n) {
				out <- n
			}
		}
	}()
	return out, nil
}

func main() {
	zone := flag.String("zone", "", "supply zone under the notice, e.g. NW-014")
	list := flag.String("subscribers", "", "file with one phone number per line")
	workers := flag.Int("workers", 4, "parallel senders")
	flag.Parse()
	if *zone == "" || *list == "" {
		log.Fatal("both -zone and -subscribers are required")
	}

	numbers, err := subscribers(*list)
	if err != nil {
		log.Fatal(err)
	}
	msg := fmt.Sprintf("Riverside Water: BOIL WATER NOTICE for zone %s. Boil tap water for drinking until further notice.", *zone)
	client := &http.Client{Timeout: 10 * time.Second}
	ctx := context.Background()

	var wg sync.WaitGroup
	var mu sync.Mutex
	failed := 0
	for i := 0; i < *workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range numbers {
				if err := sendSMS(ctx, client, n, msg); err != nil {
					log.Printf("%s: %v", n, err)
					mu.Lock()
					failed++
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	log.Printf("boil water notice for %s sent, %d failures", *zone, failed)
}
