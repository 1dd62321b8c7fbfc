// A soap maker ingredient catalog query program of the h75 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
)

type ingredient struct {
	Name      string `json:"name"`
	INCI      string `json:"inci"`
	SapValue  string `json:"sap_naoh"`
	MaxPct    string `json:"max_percent"`
	Supplier  string `json:"supplier,omitempty"`
	UnitPrice string `json:"unit_price,omitempty"`
}

var errNotListed = errors.New("ingredient not in public catalog")

type lookupError struct {
	Name string
	Err  error
}

func (e *lookupError) Error() string { return fmt.Sprintf("lookup %q: %v", e.Name, e.Err) }
func (e *lookupError) Unwrap() error { return e.Err }

type catalog struct {
	doc *xmlquery.Node
}

func loadCatalog(path string) (*catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open catalog: %w", err)
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, fmt.Errorf("parse catalog: %w", err)
	}
	return &catalog{doc: doc}, nil
}

func toIngredient(n *xmlquery.Node) ingredient {
	text := func(expr string) string {
		if c := xmlquery.FindOne(n, expr); c != nil {
			return strings.TrimSpace(c.InnerText())
		}
		return ""
	}
	return ingredient{
		Name: n.SelectAttr("name"), INCI: text("inci"), SapValue: text("sap"),
		MaxPct: text("max-percent"), Supplier: text("supplier"), UnitPrice: text("unit-price"),
	}
}

func (c *catalog) find(name string) ([]ingredient, error) {
	expr := fmt.Sprintf("//ingredient[@name='%s' and @visibility='public']", name)
	nodes, err := xmlquery.QueryAll(c.doc, expr)
	if err != nil {
		return nil, &lookupError{Name: name, Err: err}
	}
	if len(nodes) == 0 {
		return nil, &lookupError{Name: name, Err: errNotListed}
	}
	out := make([]ingredient, 0, len(nodes))
	for _, n := range nodes {
		ing := toIngredient(n)
		ing.Supplier, ing.UnitPrice = "", ""
		out = append(out, ing)
	}
	return out, nil
}

func (c *catalog) handle(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimSpace(r.URL.Query().Get("name"))
	if name == "" || len(name) > 80 {
		http.Error(w, "name is required (max 80 characters)", http.StatusBadRequest)
		return
	}
	list, err := c.find(name)
	if err != nil {
		if errors.Is(err, errNotListed) {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		log.Printf("catalog query: %v", err)
		http.Error(w, "catalog lookup failed", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}

func main() {
	c, err := loadCatalog("/var/lib/soapworks/ingredients.xml")
	if err != nil {
		log.Fatalf("startup: %v", err)
	}
	http.HandleFunc("/ingredients", c.handle)
	log.Fatal(http.ListenAndServe(":8078", nil))
}
