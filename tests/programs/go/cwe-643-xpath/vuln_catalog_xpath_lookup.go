// HTTP handler that looks up a book's public listing in an XML catalogue loaded at startup.
package library

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
)

type Catalog struct {
	doc *xmlquery.Node
}

type bookView struct {
	ISBN  string `json:"isbn"`
	Title string `json:"title"`
}

func LoadCatalog(path string) (*Catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &Catalog{doc: doc}, nil
}

func textOf(n *xmlquery.Node, child string) string {
	if c := n.SelectElement(child); c != nil {
		return strings.TrimSpace(c.InnerText())
	}
	return ""
}

func (c *Catalog) ByISBN(isbn string) ([]bookView, error) {
	expr := fmt.Sprintf("//book[@isbn='%s' and @visibility='public']", isbn)
	nodes, err := xmlquery.QueryAll(c.doc, expr)
	if err != nil {
		return nil, err
	}
	out := make([]bookView, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, bookView{ISBN: n.SelectAttr("isbn"), Title: textOf(n, "title")})
	}
	return out, nil
}

func (c *Catalog) LookupHandler(w http.ResponseWriter, r *http.Request) {
	isbn := strings.ReplaceAll(r.URL.Query().Get("isbn"), "-", "")
	books, err := c.ByISBN(isbn)
	if err != nil || len(books) == 0 {
		http.Error(w, "book not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(books)
}
