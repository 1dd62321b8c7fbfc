// A parts stock client program of the h68 set (cwe-295-tls).
// vintage car restorers: checks stock of reproduction body panels at the parts wholesaler before quoting a restoration
package main

import (
	"cmp"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/gofiber/fiber/v2"
)

const supplierHost = "inventory.classicpartsdepot.de"

type stockItem struct {
	PartNo   string `json:"part_no"`
	Model    string `json:"model"`
	InStock  int    `json:"in_stock"`
	LeadDays int    `json:"lead_days"`
}

func supplierTLS(caFile string) (*tls.Config, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates in " + caFile)
	}
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		RootCAs:    pool,
		ServerName: supplierHost,
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) == 0 {
				return errors.New("no peer certificate")
			}
			leaf, err := x509.ParseCertificate(raw[0])
			if err != nil {
				return err
			}
			if time.Now().After(leaf.NotAfter) {
				return errors.New("supplier certificate expired")
			}
			return leaf.VerifyHostname(supplierHost)
		},
	}, nil
}

func stockLookup(client *http.Client) fiber.Handler {
	return func(c *fiber.Ctx) error {
		part := c.Params("part")
		url := fmt.Sprintf("https://%s/api/stock/%s", supplierHost, part)
		req, err := http.NewRequestWithContext(c.UserContext(), http.MethodGet, url, nil)
		if err != nil {
			return fiber.ErrBadRequest
		}
		req.Header.Set("X-Account", os.Getenv("SUPPLIER_ACCOUNT"))
		resp, err := client.Do(req)
		if err != nil {
			slog.Error("supplier stock", "part", part, "err", err)
			return fiber.ErrBadGateway
		}
		defer resp.Body.Close()

		var item stockItem
		if err := json.NewDecoder(resp.Body).Decode(&item); err != nil {
			return fiber.ErrBadGateway
		}
		return c.JSON(fiber.Map{
			"part":      item.PartNo,
			"model":     item.Model,
			"available": item.InStock > 0,
			"eta_days":  cmp.Or(item.LeadDays, 3),
		})
	}
}

func main() {
	conf, err := supplierTLS(cmp.Or(os.Getenv("SUPPLIER_CA"), "/etc/workshop/classicpartsdepot-ca.pem"))
	if err != nil {
		slog.Error("tls setup", "err", err)
		os.Exit(1)
	}
	client := &http.Client{
		Timeout:   10 * time.Second,
		Transport: &http.Transport{TLSClientConfig: conf},
	}

	app := fiber.New()
	app.Get("/quote/parts/:part/stock", stockLookup(client))
	slog.Error("stopped", "err", app.Listen(":3020"))
}
