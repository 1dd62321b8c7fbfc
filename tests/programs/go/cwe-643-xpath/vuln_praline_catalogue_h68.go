// A praline catalogue program of the h68 set (cwe-643-xpath).
// chocolatiers: public search over the praline catalogue kept as XML by the atelier's product team
package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type Praline struct {
	Name    string `json:"name"`
	Origin  string `json:"origin"`
	Filling string `json:"filling"`
	Cacao   string `json:"cacao_pct"`
}

var stripQuotes = strings.NewReplacer(`'`, "", `"`, "")

// catalogue entries look like
// <praline name="Yuzu Ganache" public="yes"><cacao origin="Peru" pct="70"/><filling>yuzu</filling></praline>
func expression(field, value string) (string, error) {
	switch field {
	case "origin":
		value = stripQuotes.Replace(value)
		return fmt.Sprintf("//praline[@public='yes' and cacao/@origin='%s']", value), nil
	case "name":
		return fmt.Sprintf("//praline[@public='yes' and @name='%s']", value), nil
	case "filling":
		value = stripQuotes.Replace(value)
		return fmt.Sprintf("//praline[@public='yes' and filling='%s']", value), nil
	default:
		return "", errors.New("search by origin, name or filling")
	}
}

func toPraline(n *xmlquery.Node) Praline {
	p := Praline{Name: n.SelectAttr("name")}
	if c := xmlquery.FindOne(n, "cacao"); c != nil {
		p.Origin, p.Cacao = c.SelectAttr("origin"), c.SelectAttr("pct")
	}
	if f := xmlquery.FindOne(n, "filling"); f != nil {
		p.Filling = f.InnerText()
	}
	return p
}

func search(doc *xmlquery.Node) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		field := chi.URLParam(r, "field")
		expr, err := expression(field, r.URL.Query().Get("q"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		nodes, err := xmlquery.QueryAll(doc, expr)
		if err != nil {
			http.Error(w, "invalid search", http.StatusBadRequest)
			return
		}
		results := make([]Praline, 0, len(nodes))
		for _, n := range nodes {
			results = append(results, toPraline(n))
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(results)
	}
}

func main() {
	f, err := os.Open(cmp.Or(os.Getenv("CATALOGUE_XML"), "/srv/atelier/catalogue.xml"))
	if err != nil {
		slog.Error("open catalogue", "err", err)
		os.Exit(1)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		slog.Error("parse catalogue", "err", err)
		os.Exit(1)
	}

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Compress(5))
	r.Get("/pralines/by/{field}", search(doc))
	http.ListenAndServe(":8097", r)
}
