// A coastal oyster farm shipment manifest parsing program of the h75 set (cwe-611-xxe).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"strconv"
	"strings"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

const maxManifestSize = 1 << 20

type manifestLine struct {
	LotCode string `json:"lot_code"`
	Dozens  int    `json:"dozens"`
	Buyer   string `json:"buyer"`
}

type manifestError struct {
	Line  int
	Field string
	Err   error
}

func (e *manifestError) Error() string {
	return fmt.Sprintf("manifest line %d, %s: %v", e.Line, e.Field, e.Err)
}
func (e *manifestError) Unwrap() error { return e.Err }

var (
	errEmptyManifest = errors.New("manifest has no lots")
	errDoctype       = errors.New("manifests must not contain a DOCTYPE")
)

func textOf(n types.Node, expr string) (string, error) {
	res, err := n.Find(expr)
	if err != nil {
		return "", err
	}
	defer res.Free()
	return strings.TrimSpace(res.String()), nil
}

func parseManifest(body []byte) ([]manifestLine, error) {
	if bytes.Contains(bytes.ToUpper(body), []byte("<!DOCTYPE")) {
		return nil, errDoctype
	}
	p := parser.New(parser.XMLParseNoNet)
	doc, err := p.Parse(body)
	if err != nil {
		return nil, fmt.Errorf("parse manifest: %w", err)
	}
	defer doc.Free()

	res, err := doc.Find("/shipment/lot")
	if err != nil {
		return nil, fmt.Errorf("find lots: %w", err)
	}
	defer res.Free()

	nodes := res.NodeList()
	if len(nodes) == 0 {
		return nil, errEmptyManifest
	}
	lines := make([]manifestLine, 0, len(nodes))
	for i, n := range nodes {
		code, err := textOf(n, "string(@code)")
		if err != nil || code == "" {
			return nil, &manifestError{Line: i + 1, Field: "code", Err: errors.New("missing lot code")}
		}
		dozensText, _ := textOf(n, "string(dozens)")
		dozens, err := strconv.Atoi(dozensText)
		if err != nil {
			return nil, &manifestError{Line: i + 1, Field: "dozens", Err: err}
		}
		buyer, _ := textOf(n, "string(buyer)")
		lines = append(lines, manifestLine{LotCode: code, Dozens: dozens, Buyer: buyer})
	}
	return lines, nil
}

func handleManifest(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxManifestSize))
	if err != nil {
		http.Error(w, "manifest too large or unreadable", http.StatusRequestEntityTooLarge)
		return
	}
	lines, err := parseManifest(body)
	var me *manifestError
	switch {
	case errors.As(err, &me):
		http.Error(w, me.Error(), http.StatusUnprocessableEntity)
		return
	case errors.Is(err, errEmptyManifest), errors.Is(err, errDoctype):
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	case err != nil:
		log.Printf("manifest upload: %v", err)
		http.Error(w, "could not read manifest", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"accepted": len(lines), "lots": lines})
}

func main() {
	http.HandleFunc("/shipments/manifest", handleManifest)
	log.Fatal(http.ListenAndServe(":8077", nil))
}
