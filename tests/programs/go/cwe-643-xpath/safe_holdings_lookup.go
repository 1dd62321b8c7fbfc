// Reports how many copies of a book each library branch holds, using the nightly holdings XML export.
package holdings

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
)

var isbnPattern = regexp.MustCompile(`^(97[89])?[0-9]{9}[0-9X]$`)

var branchCodes = map[string]string{
	"central": "CEN", "harbour": "HBR", "northgate": "NGT", "eastfield": "EFD",
}

type Availability struct {
	Branch string `json:"branch"`
	Copies int    `json:"copies"`
}

type HoldingsService struct {
	ExportPath string
}

func (s *HoldingsService) load() (*xmlquery.Node, error) {
	f, err := os.Open(s.ExportPath)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return xmlquery.Parse(f)
}

func (s *HoldingsService) Lookup(w http.ResponseWriter, r *http.Request) {
	isbn := r.URL.Query().Get("isbn")
	branch, ok := branchCodes[r.URL.Query().Get("branch")]
	if !ok || !isbnPattern.MatchString(isbn) {
		http.Error(w, "invalid branch or ISBN", http.StatusBadRequest)
		return
	}
	doc, err := s.load()
	if err != nil {
		http.Error(w, "holdings unavailable", http.StatusServiceUnavailable)
		return
	}
	expr := fmt.Sprintf("//branch[@code='%s']/item[@isbn='%s']", branch, isbn)
	items, err := xmlquery.QueryAll(doc, expr)
	if err != nil {
		http.Error(w, "lookup failed", http.StatusBadRequest)
		return
	}
	counts := map[string]int{}
	for _, it := range items {
		counts[it.Parent.SelectAttr("code")]++
	}
	var out []Availability
	for code, n := range counts {
		out = append(out, Availability{Branch: code, Copies: n})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
