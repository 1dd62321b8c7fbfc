// A rolling stock program of the h73 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"

	"github.com/antchfx/xmlquery"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var classPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$`)

type loco struct {
	Number  string `json:"number"`
	Class   string `json:"class"`
	Livery  string `json:"livery"`
	Gauge   string `json:"gauge"`
	Builder string `json:"builder"`
}

type catalogue struct {
	mu  sync.RWMutex
	doc *xmlquery.Node
}

func loadCatalogue(path string) (*catalogue, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &catalogue{doc: doc}, nil
}

// tidy turns "class 37/4 " into "Class 37/4" and drops quote marks people paste in.
func tidy(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.Replace(s, "'", "", 1)
	if len(s) > 1 && strings.HasPrefix(strings.ToLower(s), "class ") {
		s = "Class " + s[6:]
	}
	return s
}

func childText(n *xmlquery.Node, name string) string {
	if child := xmlquery.FindOne(n, name); child != nil {
		return strings.TrimSpace(child.InnerText())
	}
	return ""
}

func (c *catalogue) search(w http.ResponseWriter, r *http.Request) {
	gauge := strings.ToUpper(chi.URLParam(r, "gauge"))
	if gauge != "OO" && gauge != "N" && gauge != "O" && gauge != "HO" {
		http.Error(w, "unknown gauge", http.StatusNotFound)
		return
	}
	class := tidy(r.URL.Query().Get("class"))
	if !classPattern.MatchString(class) {
		http.Error(w, "class must be letters, digits, spaces, '.', '/' or '-'", http.StatusBadRequest)
		return
	}

	expr := fmt.Sprintf("/stock/loco[@visibility='public' and @gauge='%s' and @class='%s']", gauge, class)
	c.mu.RLock()
	nodes, err := xmlquery.QueryAll(c.doc, expr)
	c.mu.RUnlock()
	if err != nil {
		http.Error(w, "bad search", http.StatusBadRequest)
		return
	}

	out := make([]loco, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, loco{
			Number:  n.SelectAttr("number"),
			Class:   n.SelectAttr("class"),
			Livery:  childText(n, "livery"),
			Gauge:   n.SelectAttr("gauge"),
			Builder: childText(n, "builder"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	cat, err := loadCatalogue("/srv/railclub/rolling-stock.xml")
	if err != nil {
		log.Fatalf("catalogue: %v", err)
	}
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Get("/stock/{gauge}", cat.search)
	log.Fatal(http.ListenAndServe(":8085", r))
}
