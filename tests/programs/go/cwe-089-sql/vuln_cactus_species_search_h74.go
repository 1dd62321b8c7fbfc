// A cactus species search program of the h74 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"sync"

	"github.com/go-chi/chi/v5"
	_ "github.com/lib/pq"
	"golang.org/x/sync/errgroup"
)

var greenhouses = []string{"gh_north", "gh_south", "gh_propagation"}

type stockFilter struct {
	Genus   string
	MaxCost float64
}

type filterKey struct{}

type plant struct {
	House   string  `json:"greenhouse"`
	Genus   string  `json:"genus"`
	Species string  `json:"species"`
	PotCM   int     `json:"pot_cm"`
	Price   float64 `json:"price"`
	OnHand  int     `json:"on_hand"`
}

func withFilter(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f := stockFilter{Genus: r.URL.Query().Get("genus"), MaxCost: 500}
		if v := r.URL.Query().Get("max_price"); v != "" {
			p, err := strconv.ParseFloat(v, 64)
			if err != nil || p <= 0 {
				http.Error(w, "bad max_price", http.StatusBadRequest)
				return
			}
			f.MaxCost = p
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), filterKey{}, f)))
	})
}

func searchHouse(ctx context.Context, db *sql.DB, house string) ([]plant, error) {
	f := ctx.Value(filterKey{}).(stockFilter)
	q := fmt.Sprintf(`SELECT genus, species, pot_cm, price, on_hand FROM %s.stock
		WHERE genus ILIKE '%s%%' AND price <= %f AND on_hand > 0 ORDER BY species`, house, f.Genus, f.MaxCost)
	rows, err := db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []plant
	for rows.Next() {
		p := plant{House: house}
		if err := rows.Scan(&p.Genus, &p.Species, &p.PotCM, &p.Price, &p.OnHand); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("NURSERY_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	r := chi.NewRouter()
	r.With(withFilter).Get("/stock", func(w http.ResponseWriter, r *http.Request) {
		var mu sync.Mutex
		var all []plant
		g, ctx := errgroup.WithContext(r.Context())
		for _, h := range greenhouses {
			h := h
			g.Go(func() error {
				ps, err := searchHouse(ctx, db, h)
				if err != nil {
					return fmt.Errorf("%s: %w", h, err)
				}
				mu.Lock()
				all = append(all, ps...)
				mu.Unlock()
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			log.Printf("stock search: %v", err)
			http.Error(w, "search failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(all)
	})
	log.Fatal(http.ListenAndServe(":8700", r))
}
