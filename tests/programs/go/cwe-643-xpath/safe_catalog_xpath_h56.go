// HTTP endpoint listing available titles at a library branch from the nightly holdings XML export.
package holdings

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/antchfx/xmlquery"
)

var branchCodes = map[string]string{
	"central": "central", "eastside": "eastside", "harbor": "harbor", "millbrook": "millbrook",
}

type holdingsDoc struct {
	once sync.Once
	doc  *xmlquery.Node
	err  error
}

func (h *holdingsDoc) load() (*xmlquery.Node, error) {
	h.once.Do(func() {
		f, err := os.Open("/var/lib/opac/holdings.xml")
		if err != nil {
			h.err = err
			return
		}
		defer f.Close()
		h.doc, h.err = xmlquery.Parse(f)
	})
	return h.doc, h.err
}

func titles(nodes []*xmlquery.Node) []string {
	out := make([]string, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, n.InnerText())
	}
	return out
}

func AvailableAtBranch(h *holdingsDoc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		branch, ok := branchCodes[r.URL.Query().Get("branch")]
		if !ok {
			http.Error(w, "unknown branch", http.StatusNotFound)
			return
		}
		doc, err := h.load()
		if err != nil {
			http.Error(w, "holdings unavailable", http.StatusServiceUnavailable)
			return
		}
		expr := fmt.Sprintf("//holding[@branch='%s' and @status='available']/title", branch)
		nodes, err := xmlquery.QueryAll(doc, expr)
		if err != nil {
			http.Error(w, "bad query", http.StatusBadRequest)
			return
		}
		json.NewEncoder(w).Encode(titles(nodes))
	}
}
