// A specimen register program of the h70 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/antchfx/xmlquery"
)

type specimen struct {
	Tag        string `json:"tag"`
	Species    string `json:"species"`
	Source     string `json:"source"`
	Mounted    string `json:"mounted"`
	Collection string `json:"collection"`
}

type register struct {
	once sync.Once
	doc  *xmlquery.Node
	err  error
	path string
}

func (r *register) load() (*xmlquery.Node, error) {
	r.once.Do(func() {
		f, err := os.Open(r.path)
		if err != nil {
			r.err = err
			return
		}
		defer f.Close()
		r.doc, r.err = xmlquery.Parse(f)
	})
	return r.doc, r.err
}

type lookup struct {
	field string
	value string
}

func (l lookup) expr() string {
	return fmt.Sprintf("//specimen[@public='yes'][%s='%s']", l.field, l.value)
}

var lookups = map[string]func(string) lookup{
	"tag":     func(v string) lookup { return lookup{field: "@tag", value: strings.ToUpper(v)} },
	"species": func(v string) lookup { return lookup{field: "species", value: v} },
}

func toSpecimen(n *xmlquery.Node) specimen {
	get := func(name string) string {
		if c := n.SelectElement(name); c != nil {
			return strings.TrimSpace(c.InnerText())
		}
		return ""
	}
	return specimen{
		Tag:        n.SelectAttr("tag"),
		Species:    get("species"),
		Source:     get("source"),
		Mounted:    get("mounted"),
		Collection: get("collection"),
	}
}

func (reg *register) handle(w http.ResponseWriter, r *http.Request) {
	by := r.PathValue("by")
	mk, ok := lookups[by]
	if !ok {
		http.Error(w, "search by tag or species", http.StatusBadRequest)
		return
	}
	doc, err := reg.load()
	if err != nil {
		log.Printf("register: %v", err)
		http.Error(w, "register unavailable", http.StatusServiceUnavailable)
		return
	}

	q := mk(strings.TrimSpace(r.URL.Query().Get("q")))
	nodes, err := xmlquery.QueryAll(doc, q.expr())
	if err != nil {
		http.Error(w, "bad search", http.StatusBadRequest)
		return
	}
	out := make([]specimen, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, toSpecimen(n))
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	reg := &register{path: "/srv/atelier/register.xml"}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /specimens/by/{by}", reg.handle)
	log.Fatal(http.ListenAndServe(":8033", mux))
}
