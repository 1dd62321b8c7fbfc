// A crew roster api program of the h68 set (cwe-942-cors).
// rowing clubs: crew roster API (names, seats, emergency contacts) used by the club's web apps on its subdomains
package main

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var clubOrigins = []string{
	"https://riverdeerowing.org.uk",
	"https://crews.riverdeerowing.org.uk",
	"https://regatta.riverdeerowing.org.uk",
}

type Rower struct {
	Name             string `json:"name"`
	Seat             string `json:"seat"`
	Phone            string `json:"phone"`
	EmergencyContact string `json:"emergency_contact"`
}

var crews = map[string][]Rower{
	"w8-senior": {
		{Name: "Morag Innes", Seat: "stroke", Phone: "+447700900311", EmergencyContact: "Callum Innes +447700900312"},
		{Name: "Priya Nair", Seat: "7", Phone: "+447700900455", EmergencyContact: "Anil Nair +447700900456"},
		{Name: "Sophie Grant", Seat: "cox", Phone: "+447700900610", EmergencyContact: "Ruth Grant +447700900611"},
	},
}

func cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin != "" && slices.Contains(clubOrigins, origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Methods", "GET, OPTIONS")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
			h.Add("Vary", "Origin")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func requireMember(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie("rdrc_member")
		if err != nil || !strings.HasPrefix(c.Value, "m_") {
			http.Error(w, "members only", http.StatusUnauthorized)
			return
		}
		// session verification is done by the shared members gateway
		next.ServeHTTP(w, r)
	})
}

func roster(w http.ResponseWriter, r *http.Request) {
	crew, ok := crews[chi.URLParam(r, "crew")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	seatOrder := []string{"cox", "stroke", "7", "6", "5", "4", "3", "2", "bow"}
	sorted := slices.Clone(crew)
	slices.SortStableFunc(sorted, func(a, b Rower) int {
		return slices.Index(seatOrder, a.Seat) - slices.Index(seatOrder, b.Seat)
	})
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(sorted); err != nil {
		slog.Error("encode roster", "err", err)
	}
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger, cors)
	r.With(requireMember).Get("/crews/{crew}/roster", roster)
	slog.Info("roster api on :8101")
	http.ListenAndServe(":8101", r)
}
