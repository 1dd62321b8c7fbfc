// A wholesale order xml program of the h68 set (cwe-091-xml).
// tea blenders: turns wholesale web orders into the XML packing slips read by the blending-room scales
package main

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type orderLine struct {
	Blend string `json:"blend"`
	Grams int    `json:"grams"`
}

type order struct {
	Buyer string      `json:"buyer"`
	Note  string      `json:"note"`
	Lines []orderLine `json:"lines"`
}

var pricePer100g = map[string]int{ // cents
	"assam-breakfast": 640,
	"smoky-lapsang":   890,
	"jasmine-pearls":  1450,
	"rooibos-vanilla": 560,
}

func decode[T any](r *http.Request, limit int64) (T, error) {
	var v T
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, limit))
	dec.DisallowUnknownFields()
	err := dec.Decode(&v)
	return v, err
}

func elem(b *strings.Builder, name, value string) {
	b.WriteString("<" + name + ">")
	xml.EscapeText(b, []byte(value))
	b.WriteString("</" + name + ">")
}

func packingSlip(o order, at time.Time) (string, error) {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><slip>`)
	elem(&b, "created", at.Format(time.RFC3339))
	elem(&b, "buyer", o.Buyer)
	elem(&b, "note", o.Note)
	total := 0
	for _, l := range o.Lines {
		price, ok := pricePer100g[l.Blend]
		if !ok {
			return "", fmt.Errorf("unknown blend %q", l.Blend)
		}
		grams := min(max(l.Grams, 100), 25_000)
		cents := price * grams / 100
		total += cents
		fmt.Fprintf(&b, `<line blend="%s" grams="%d" cents="%d"/>`, l.Blend, grams, cents)
	}
	fmt.Fprintf(&b, `<total cents="%d"/></slip>`, total)
	return b.String(), nil
}

func submit(outbox string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		o, err := decode[order](r, 64<<10)
		if err != nil {
			http.Error(w, "bad order", http.StatusBadRequest)
			return
		}
		if o.Buyer == "" || len(o.Lines) == 0 {
			http.Error(w, "buyer and at least one line required", http.StatusUnprocessableEntity)
			return
		}
		now := time.Now().UTC()
		slip, err := packingSlip(o, now)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		name := filepath.Join(outbox, fmt.Sprintf("slip-%d.xml", now.UnixNano()))
		if err := os.WriteFile(name, []byte(slip), 0o640); err != nil {
			slog.Error("write slip", "err", errors.Join(err, errors.New("outbox "+outbox)))
			http.Error(w, "could not queue order", http.StatusInternalServerError)
			return
		}
		slog.Info("slip queued", "file", name, "buyer", o.Buyer)
		w.WriteHeader(http.StatusAccepted)
	}
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /wholesale/orders", submit("/var/spool/blendroom"))
	if err := http.ListenAndServe(":8085", mux); err != nil {
		slog.Error("serve", "err", err)
	}
}
