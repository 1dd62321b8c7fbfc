// A freight manifest program of the h69 set (cwe-091-xml).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"strings"
	"time"
)

const hauliersEDI = "https://edi.lumiere-freight.fr/v1/manifests"

type wholesaleOrder struct {
	Ref       string `json:"ref"`
	Consignee string `json:"consignee"`
	Address   string `json:"address"`
	Bundles   int    `json:"bundles"`
	OilLitres int    `json:"oil_litres"`
	Notes     string `json:"notes"`
}

type manifestLine struct {
	SKU string
	Qty int
}

func linesFor(o wholesaleOrder) []manifestLine {
	var lines []manifestLine
	if o.Bundles > 0 {
		lines = append(lines, manifestLine{"LAV-BUNDLE-DRY", o.Bundles})
	}
	if o.OilLitres > 0 {
		lines = append(lines, manifestLine{"LAV-OIL-1L", o.OilLitres})
	}
	return lines
}

func buildManifest(o wholesaleOrder, shipDate time.Time) []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n<manifest>\n")
	fmt.Fprintf(&b, "  <reference>%s</reference>\n", o.Ref)
	fmt.Fprintf(&b, "  <shipDate>%s</shipDate>\n", shipDate.Format("2006-01-02"))
	fmt.Fprintf(&b, "  <consignee>%s</consignee>\n", o.Consignee)
	fmt.Fprintf(&b, "  <address>%s</address>\n", o.Address)
	for _, l := range linesFor(o) {
		fmt.Fprintf(&b, "  <line sku=\"%s\" qty=\"%d\"/>\n", l.SKU, l.Qty)
	}
	fmt.Fprintf(&b, "  <instructions>%s</instructions>\n", o.Notes)
	b.WriteString("</manifest>\n")
	return []byte(b.String())
}

func dispatcher(orders <-chan wholesaleOrder) {
	client := &http.Client{Timeout: 20 * time.Second}
	for o := range orders {
		body := buildManifest(o, time.Now().AddDate(0, 0, 2))
		resp, err := client.Post(hauliersEDI, "application/xml", bytes.NewReader(body))
		if err != nil {
			log.Printf("manifest %s: %v", o.Ref, err)
			continue
		}
		resp.Body.Close()
		log.Printf("manifest %s sent: %s", o.Ref, resp.Status)
	}
}

func orderIntake(queue chan<- wholesaleOrder) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var o wholesaleOrder
		if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
			http.Error(w, "bad order", http.StatusBadRequest)
			return
		}
		if o.Ref == "" || o.Bundles < 0 || o.OilLitres < 0 || o.Bundles+o.OilLitres == 0 {
			http.Error(w, "empty order", http.StatusBadRequest)
			return
		}
		queue <- o
		w.WriteHeader(http.StatusAccepted)
	}
}

func main() {
	queue := make(chan wholesaleOrder, 100)
	go dispatcher(queue)
	http.HandleFunc("POST /wholesale/orders", orderIntake(queue))
	log.Fatal(http.ListenAndServe(":8031", nil))
}
