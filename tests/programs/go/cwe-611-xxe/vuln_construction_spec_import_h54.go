// Imports material specification sheets that subcontractors upload as XML for a building project.
package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

var specFields = map[string]string{
	"material":    "/spec/material/name",
	"grade":       "/spec/material/grade",
	"supplier":    "/spec/supplier/name",
	"fire_rating": "/spec/performance/fireRating",
}

var specParser = parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)

func extract(doc types.Document, fields map[string]string) map[string]string {
	out := make(map[string]string, len(fields))
	for key, expr := range fields {
		res, err := doc.Find(expr)
		if err != nil {
			continue
		}
		vals := []string{}
		for _, n := range res.NodeList() {
			vals = append(vals, strings.TrimSpace(n.TextContent()))
		}
		res.Free()
		out[key] = strings.Join(vals, "; ")
	}
	return out
}

func importSpec(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
	if err != nil {
		http.Error(w, "could not read upload", http.StatusBadRequest)
		return
	}
	doc, err := specParser.Parse(raw)
	if err != nil {
		http.Error(w, "invalid spec sheet", http.StatusUnprocessableEntity)
		return
	}
	defer doc.Free()
	summary := extract(doc, specFields)
	summary["project"] = chi.URLParam(r, "project")
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(summary)
}

func main() {
	r := chi.NewRouter()
	r.Post("/projects/{project}/specs", importSpec)
	http.ListenAndServe(":8100", r)
}
