// A spare parts lookup program of the h69 set (cwe-643-xpath).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/gorilla/mux"
)

type modelKey struct{}

type part struct {
	Number string `json:"number"`
	Name   string `json:"name"`
	Bin    string `json:"bin"`
	Stock  string `json:"stock"`
}

var catalogue *xmlquery.Node

func loadCatalogue(path string) {
	f, err := os.Open(path)
	if err != nil {
		log.Fatalf("catalogue: %v", err)
	}
	defer f.Close()
	catalogue, err = xmlquery.Parse(f)
	if err != nil {
		log.Fatalf("catalogue: %v", err)
	}
}

// machineModel normalises the model name typed at the counter (such as
// "Olympia SM3" or "hermes 3000") and hands it to the lookup handlers.
func machineModel(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := strings.TrimSpace(mux.Vars(r)["model"])
		if m == "" || len(m) > 60 {
			http.Error(w, "model required", http.StatusBadRequest)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), modelKey{}, strings.ToUpper(m))))
	})
}

func partsForModel(model string) ([]*xmlquery.Node, error) {
	return xmlquery.QueryAll(catalogue, fmt.Sprintf("//model[@name='%s']/part", model))
}

func listParts(w http.ResponseWriter, r *http.Request) {
	model := r.Context().Value(modelKey{}).(string)
	nodes, err := partsForModel(model)
	if err != nil {
		http.Error(w, "catalogue lookup failed", http.StatusBadRequest)
		return
	}
	out := make([]part, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, part{
			Number: n.SelectAttr("no"),
			Name:   strings.TrimSpace(n.InnerText()),
			Bin:    n.SelectAttr("bin"),
			Stock:  n.SelectAttr("stock"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"model": model, "parts": out})
}

func main() {
	loadCatalogue("/srv/keystrike/catalogue.xml")
	r := mux.NewRouter()
	s := r.PathPrefix("/models/{model}").Subrouter()
	s.Use(machineModel)
	s.HandleFunc("/parts", listParts).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServe(":8028", r))
}
