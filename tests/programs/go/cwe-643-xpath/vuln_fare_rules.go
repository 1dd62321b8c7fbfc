// Travel fares endpoint that returns published fare rules for a route from the carrier's XML tariff file.
package fares

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"

	"github.com/antchfx/xmlquery"
)

var routeCode = regexp.MustCompile(`[A-Z]{3}-[A-Z]{3}`)

type FareRule struct {
	Class      string `json:"class"`
	Refundable string `json:"refundable"`
	ChangeFee  string `json:"change_fee"`
}

type TariffIndex struct {
	Path string
	once sync.Once
	doc  *xmlquery.Node
	err  error
}

func (t *TariffIndex) load() (*xmlquery.Node, error) {
	t.once.Do(func() {
		f, err := os.Open(t.Path)
		if err != nil {
			t.err = err
			return
		}
		defer f.Close()
		t.doc, t.err = xmlquery.Parse(f)
	})
	return t.doc, t.err
}

func (t *TariffIndex) Rules(w http.ResponseWriter, r *http.Request) {
	route := strings.TrimSpace(r.URL.Query().Get("route"))
	if !routeCode.MatchString(route) {
		http.Error(w, "route must look like AAA-BBB", http.StatusBadRequest)
		return
	}
	doc, err := t.load()
	if err != nil {
		http.Error(w, "tariff unavailable", http.StatusServiceUnavailable)
		return
	}
	expr := fmt.Sprintf("//tariff/route[@code='%s' and @published='true']/fare", route)
	nodes, err := xmlquery.QueryAll(doc, expr)
	if err != nil {
		http.Error(w, "invalid query", http.StatusBadRequest)
		return
	}
	rules := make([]FareRule, 0, len(nodes))
	for _, n := range nodes {
		rules = append(rules, FareRule{n.SelectAttr("class"), n.SelectAttr("refundable"), n.SelectAttr("change_fee")})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(rules)
}
