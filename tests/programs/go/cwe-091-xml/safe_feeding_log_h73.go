// A feeding log program of the h73 set (cwe-091-xml).
package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
	"time"
)

const vetEndpoint = "https://records.meadowvetlink.com/api/v2/feeding-logs"

type feedingEntry struct {
	Animal   string  `json:"animal"`
	Species  string  `json:"species"`
	Keeper   string  `json:"keeper"`
	Feed     string  `json:"feed"`
	Grams    float64 `json:"grams"`
	Notes    string  `json:"notes"`
	FedAtRFC string  `json:"fed_at"`
}

func xmlEscape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

func buildDocument(farm string, entries []feedingEntry) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&buf, `<feedingLog site="%s" generated="%s">`+"\n", xmlEscape(farm), time.Now().UTC().Format(time.RFC3339))
	for _, e := range entries {
		fedAt, err := time.Parse(time.RFC3339, e.FedAtRFC)
		if err != nil {
			return nil, fmt.Errorf("entry for %s: bad fed_at", e.Animal)
		}
		fmt.Fprintf(&buf, `  <entry animal="%s" species="%s" keeper="%s" at="%s">`+"\n",
			xmlEscape(e.Animal), xmlEscape(e.Species), xmlEscape(e.Keeper), fedAt.UTC().Format(time.RFC3339))
		fmt.Fprintf(&buf, "    <feed grams=\"%.0f\">%s</feed>\n", e.Grams, xmlEscape(e.Feed))
		if notes := strings.TrimSpace(e.Notes); notes != "" {
			fmt.Fprintf(&buf, "    <notes>%s</notes>\n", xmlEscape(notes))
		}
		buf.WriteString("  </entry>\n")
	}
	buf.WriteString("</feedingLog>\n")
	return buf.Bytes(), nil
}

func submitHandler(client *http.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 256<<10))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		var entries []feedingEntry
		if err := json.Unmarshal(body, &entries); err != nil || len(entries) == 0 {
			http.Error(w, "expected a JSON array of feeding entries", http.StatusBadRequest)
			return
		}
		doc, err := buildDocument("Clover Hill Barnyard", entries)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		resp, err := client.Post(vetEndpoint, "application/xml", bytes.NewReader(doc))
		if err != nil {
			log.Printf("forward to vet system: %v", err)
			http.Error(w, "vet system unreachable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			http.Error(w, "vet system rejected the log", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}
}

func main() {
	client := &http.Client{Timeout: 15 * time.Second}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /barn/feeding-log", submitHandler(client))
	log.Fatal(http.ListenAndServe(":8052", mux))
}
