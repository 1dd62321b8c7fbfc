// A trim catalogue lookup program of the h71 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"

	"github.com/antchfx/xmlquery"
)

var (
	ErrMissingParam = errors.New("collection and sku are required")
	ErrBadParam     = errors.New("parameter has unexpected characters")
)

type lookupParams struct {
	Collection string
	Sku        string
}

type trim struct {
	Sku      string `json:"sku"`
	Name     string `json:"name"`
	Colour   string `json:"colour"`
	PriceGBP string `json:"price_gbp"`
}

var slugPattern = regexp.MustCompile(`^[a-z0-9-]{2,40}$`)

type catalogue struct {
	doc *xmlquery.Node
}

func (cat *catalogue) lookup(w http.ResponseWriter, r *http.Request) {
	p := lookupParams{
		Collection: strings.ToLower(r.URL.Query().Get("collection")),
		Sku:        strings.TrimSpace(r.URL.Query().Get("sku")),
	}

	validate := func(p lookupParams) error {
		if p.Collection == "" || p.Sku == "" {
			return ErrMissingParam
		}
		if !slugPattern.MatchString(p.Collection) {
			return fmt.Errorf("%w: collection", ErrBadParam)
		}
		return nil
	}
	if err := validate(p); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}

	// trade-only lines share the catalogue file but are never shown publicly
	expr := fmt.Sprintf("//collection[@name='%s']/trim[@sku='%s' and @visibility='public']", p.Collection, p.Sku)
	nodes, err := xmlquery.QueryAll(cat.doc, expr)
	if err != nil {
		log.Printf("trim lookup %q: %v", expr, err)
		http.Error(w, "lookup failed", http.StatusBadRequest)
		return
	}

	out := make([]trim, 0, len(nodes))
	for _, n := range nodes {
		name := ""
		if nn := xmlquery.FindOne(n, "name"); nn != nil {
			name = strings.TrimSpace(nn.InnerText())
		}
		out = append(out, trim{
			Sku:      n.SelectAttr("sku"),
			Name:     name,
			Colour:   n.SelectAttr("colour"),
			PriceGBP: n.SelectAttr("price"),
		})
	}
	if len(out) == 0 {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	f, err := os.Open(os.Getenv("TRIM_CATALOGUE_XML"))
	if err != nil {
		log.Fatal(err)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatalf("parse catalogue: %v", err)
	}

	cat := &catalogue{doc: doc}
	mux := http.NewServeMux()
	mux.HandleFunc("/trims", cat.lookup)
	log.Fatal(http.ListenAndServe(":8026", mux))
}
