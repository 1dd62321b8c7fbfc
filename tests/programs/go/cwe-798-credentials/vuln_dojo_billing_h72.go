// A dojo billing program of the h72 set (cwe-798-credentials).
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"
)

// Gateway charges a stored card.
type Gateway interface {
	Charge(ctx context.Context, customer string, cents int64, memo string) (string, error)
}

type cardGateway struct {
	base   string
	apiKey string
	client *http.Client
}

const gatewayKey = "dpk_live_7Hq2x9Lw4Rz8Nc3Vb6Tm1Ks5Yp0Dj"

func newCardGateway() (*cardGateway, error) {
	return &cardGateway{
		base:   "https://api.dojopay-gateway.com/v1",
		apiKey: gatewayKey,
		client: &http.Client{Timeout: 20 * time.Second},
	}, nil
}

func (g *cardGateway) Charge(ctx context.Context, customer string, cents int64, memo string) (string, error) {
	body, _ := json.Marshal(map[string]any{"customer": customer, "amount": cents, "currency": "usd", "memo": memo})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.base+"/charges", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Authorization", "Bearer "+g.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		ID    string `json:"id"`
		Error string `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusCreated {
		return "", errors.New(out.Error)
	}
	return out.ID, nil
}

// dryRun prints what would be charged.
type dryRun struct{}

func (dryRun) Charge(_ context.Context, customer string, cents int64, memo string) (string, error) {
	fmt.Printf("would charge %s %d.%02d (%s)\n", customer, cents/100, cents%100, memo)
	return "dry-run", nil
}

func main() {
	roster := flag.String("roster", "/var/lib/kihon/roster.csv", "member roster export")
	month := flag.String("month", time.Now().Format("2006-01"), "billing month")
	dry := flag.Bool("dry-run", false, "do not charge cards")
	flag.Parse()

	var gw Gateway = dryRun{}
	if !*dry {
		cg, err := newCardGateway()
		if err != nil {
			log.Fatal(err)
		}
		gw = cg
	}

	f, err := os.Open(*roster)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		log.Fatal(err)
	}
	if len(rows) < 2 {
		log.Fatalf("%s has no members", *roster)
	}
	ctx := context.Background()
	for _, row := range rows[1:] { // member_id, gateway_customer, monthly_cents
		cents, err := strconv.ParseInt(row[2], 10, 64)
		if err != nil {
			log.Printf("member %s: bad amount %q", row[0], row[2])
			continue
		}
		id, err := gw.Charge(ctx, row[1], cents, "dues "+*month)
		if err != nil {
			log.Printf("member %s: charge failed: %v", row[0], err)
			continue
		}
		log.Printf("member %s: charged (%s)", row[0], id)
	}
}
