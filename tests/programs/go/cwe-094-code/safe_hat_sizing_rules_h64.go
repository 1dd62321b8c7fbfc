// A hat sizing rules program of the h64 set (cwe-094-code).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/robertkrimen/otto"
)

type fittingRequest struct {
	Customers []struct {
		Name         string            `json:"name"`
		Style        string            `json:"style"`
		Measurements map[string]string `json:"measurements"`
	} `json:"customers"`
}

// block sizes per hat style, written by the head milliner in the shop's rule sheet
var sizingRules = map[string]string{
	"fedora": "Math.round(({head} + 0.6) * 2) / 2",
	"bowler": "Math.round(({head} * 1.01 + 0.3) * 2) / 2",
	"boater": "Math.round(({head} + 0.4 + {brim} / 20) * 2) / 2",
	"cloche": "Math.round(({head} - 0.2) * 2) / 2",
}

func blockSize(style string, m map[string]string) (float64, error) {
	rule, ok := sizingRules[style]
	if !ok {
		return 0, errUnknownStyle
	}
	src := strings.NewReplacer("{head}", "head", "{brim}", "brim").Replace(rule)
	vm := otto.New()
	for _, name := range []string{"head", "brim"} {
		v := 0.0
		if raw, ok := m[name]; ok {
			f, err := strconv.ParseFloat(raw, 64)
			if err != nil {
				return 0, err
			}
			v = f
		}
		if err := vm.Set(name, v); err != nil {
			return 0, err
		}
	}
	val, err := vm.Run(src)
	if err != nil {
		return 0, err
	}
	return val.ToFloat()
}

type styleError string

func (e styleError) Error() string { return string(e) }

const errUnknownStyle = styleError("unknown hat style")

func sizeCustomers(w http.ResponseWriter, r *http.Request) {
	var req fittingRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	sizes := map[string]map[string]float64{}
	for _, cust := range req.Customers {
		size, err := blockSize(cust.Style, cust.Measurements)
		if err != nil {
			http.Error(w, "cannot size one of the orders", http.StatusUnprocessableEntity)
			return
		}
		if sizes[cust.Style] == nil {
			sizes[cust.Style] = map[string]float64{}
		}
		sizes[cust.Style][cust.Name] = size
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"block_sizes_cm": sizes})
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Post("/api/fittings/sizes", sizeCustomers)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
