// Searches the partner product feed (an XML document kept in memory) by category and title.
package feed

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
)

var searchTerm = regexp.MustCompile(`^[\p{L}\p{N} ._-]{1,64}$`)

type Product struct {
	SKU   string `json:"sku"`
	Title string `json:"title"`
	Price string `json:"price"`
}

type Feed struct {
	doc *xmlquery.Node
}

func LoadFeed(path string) (*Feed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &Feed{doc: doc}, nil
}

func (fd *Feed) Search(w http.ResponseWriter, r *http.Request) {
	category := r.URL.Query().Get("category")
	title := r.URL.Query().Get("title")
	if !searchTerm.MatchString(category) || !searchTerm.MatchString(title) {
		http.Error(w, "invalid search terms", http.StatusBadRequest)
		return
	}
	expr := fmt.Sprintf("//product[@status='public'][category='%s'][contains(title, '%s')]", category, title)
	var out []Product
	for _, n := range xmlquery.Find(fd.doc, expr) {
		out = append(out, Product{
			SKU:   n.SelectAttr("sku"),
			Title: n.SelectElement("title").InnerText(),
			Price: n.SelectElement("price").InnerText(),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}
