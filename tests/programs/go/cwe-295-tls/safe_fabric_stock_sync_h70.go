// A fabric stock sync program of the h70 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

type supplier struct {
	Name   string
	Feed   string
	Format string
}

var suppliers = []supplier{
	{Name: "Calder Mill Weaving", Feed: "https://trade.caldermill.co.uk/stock/export.csv", Format: "csv"},
	{Name: "Pennine Foam", Feed: "https://portal.penninefoam.com/api/stock.csv", Format: "csv"},
	{Name: "Harris Velvet Co", Feed: "https://b2b.harrisvelvet.co.uk/feeds/stock.csv", Format: "csv"},
}

// leafCheck rejects expired certificates and ones issued for another host.
func leafCheck(host string) func([][]byte, [][]*x509.Certificate) error {
	return func(raw [][]byte, _ [][]*x509.Certificate) error {
		if len(raw) == 0 {
			return errors.New("no certificate presented")
		}
		leaf, err := x509.ParseCertificate(raw[0])
		if err != nil {
			return err
		}
		if time.Now().After(leaf.NotAfter) {
			return fmt.Errorf("certificate for %s expired %s", host, leaf.NotAfter.Format(time.DateOnly))
		}
		return leaf.VerifyHostname(host)
	}
}

func clientFor(s supplier) (*http.Client, error) {
	u, err := url.Parse(s.Feed)
	if err != nil {
		return nil, err
	}
	cfg := &tls.Config{
		MinVersion:            tls.VersionTLS12,
		ServerName:            u.Hostname(),
		VerifyPeerCertificate: leafCheck(u.Hostname()),
	}
	return &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{TLSClientConfig: cfg},
	}, nil
}

func fetchStock(s supplier, user, pass string) ([][]string, error) {
	client, err := clientFor(s)
	if err != nil {
		return nil, err
	}
	req, _ := http.NewRequest(http.MethodGet, s.Feed, nil)
	req.SetBasicAuth(user, pass)
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", s.Name, resp.Status)
	}
	return csv.NewReader(resp.Body).ReadAll()
}

func main() {
	out := flag.String("out", "stock.csv", "merged stock file")
	user := flag.String("user", os.Getenv("TRADE_USER"), "trade portal account")
	flag.Parse()
	pass := os.Getenv("TRADE_PASSWORD")

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	w := csv.NewWriter(f)
	defer w.Flush()

	for _, s := range suppliers {
		rows, err := fetchStock(s, *user, pass)
		if err != nil {
			log.Printf("skipping %s: %v", s.Name, err)
			continue
		}
		for _, row := range rows {
			w.Write(append([]string{s.Name}, row...))
		}
		log.Printf("%s: %d lines", s.Name, len(rows))
	}
}
