// Chi handler that verifies service API keys against the XML account catalog used by the SSO bridge.
package ssobridge

import (
	"crypto/subtle"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
	"github.com/go-chi/chi/v5"
)

type Catalog struct {
	doc *xmlquery.Node
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

func (c *Catalog) lookup(account, key string) (*xmlquery.Node, error) {
	if account == "" || key == "" {
		return nil, nil
	}
	nodes, err := xmlquery.QueryAll(c.doc, "//account")
	if err != nil {
		return nil, err
	}
	for _, n := range nodes {
		if n.SelectAttr("name") != account {
			continue
		}
		if subtle.ConstantTimeCompare([]byte(n.SelectAttr("apikey")), []byte(key)) == 1 {
			return n, nil
		}
	}
	return nil, nil
}

func (c *Catalog) Routes() chi.Router {
	r := chi.NewRouter()
	r.Post("/verify/{account}", func(w http.ResponseWriter, req *http.Request) {
		node, err := c.lookup(chi.URLParam(req, "account"), req.Header.Get("X-Api-Key"))
		if err != nil || node == nil {
			http.Error(w, "unknown account or key", http.StatusForbidden)
			return
		}
		w.Header().Set("X-Account-Role", node.SelectAttr("role"))
		w.WriteHeader(http.StatusNoContent)
	})
	return r
}
