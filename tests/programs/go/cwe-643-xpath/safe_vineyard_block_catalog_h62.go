// A vineyard block catalog program of the h62 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/antchfx/xmlquery"
)

// The estate's block register (exported from the vineyard management
// system as XML) lists every planted block with its varietal, clone and
// rootstock. Staff-only blocks carry pricing for grape contracts.
type block struct {
	ID        string `json:"id"`
	Varietal  string `json:"varietal"`
	Clone     string `json:"clone"`
	Rootstock string `json:"rootstock"`
	Hectares  string `json:"hectares"`
}

type catalog struct {
	doc *xmlquery.Node
}

func loadCatalog(path string) (*catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &catalog{doc: doc}, nil
}

var varietalPattern = regexp.MustCompile(`^[A-Za-z][A-Za-z -]{1,40}$`)

// varietalLiteral prepares the visitor-supplied varietal for the query.
func varietalLiteral(name string) (string, error) {
	name = strings.TrimSpace(name)
	if !varietalPattern.MatchString(name) {
		return "", fmt.Errorf("unknown varietal")
	}
	return name, nil
}

func (c *catalog) publicBlocks(varietal string) ([]block, error) {
	expr := fmt.Sprintf(`//block[@visibility="public"][varietal/@name="%s"]`, varietal)
	nodes, err := xmlquery.QueryAll(c.doc, expr)
	if err != nil {
		return nil, err
	}
	out := make([]block, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, block{
			ID:        n.SelectAttr("id"),
			Varietal:  varietal,
			Clone:     textOf(n, "clone"),
			Rootstock: textOf(n, "rootstock"),
			Hectares:  textOf(n, "area"),
		})
	}
	return out, nil
}

func textOf(n *xmlquery.Node, child string) string {
	if c := n.SelectElement(child); c != nil {
		return strings.TrimSpace(c.InnerText())
	}
	return ""
}

func (c *catalog) handleBlocks(w http.ResponseWriter, r *http.Request) {
	name, err := varietalLiteral(r.PathValue("varietal"))
	if err != nil {
		http.Error(w, "bad varietal", http.StatusBadRequest)
		return
	}
	blocks, err := c.publicBlocks(name)
	if err != nil {
		http.Error(w, "bad varietal", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(blocks)
}

func main() {
	cat, err := loadCatalog(os.Getenv("BLOCK_REGISTER"))
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /varietals/{varietal}/blocks", cat.handleBlocks)
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
