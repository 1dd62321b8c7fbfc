// A sighting search program of the h67 set (cwe-079-xss).
// mushroom foragers: search the club logbook of fungi sightings by species and region
package main

import (
	"html/template"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	validation "github.com/go-ozzo/ozzo-validation/v4"
)

var resultsPage = template.Must(template.New("results").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>Sightings</title></head><body>
<h1>Sightings matching "{{.Query.Species}}"</h1>
<p>Region: {{.Query.Region}}</p>
<ul>
{{range .Sightings}}<li>{{.Species}} &ndash; {{.Location}}, {{.Seen.Format "2 Jan 2006"}}</li>
{{else}}<li>No sightings recorded yet.</li>{{end}}
</ul>
</body></html>`))

type SightingQuery struct {
	Species string
	Region  string
}

func (q SightingQuery) Validate() error {
	return validation.ValidateStruct(&q,
		validation.Field(&q.Species, validation.Required, validation.Length(2, 60)),
		validation.Field(&q.Region, validation.Required,
			validation.In("highlands", "lowlands", "coast", "woodland")),
	)
}

type Sighting struct {
	Species  string
	Location string
	Region   string
	Seen     time.Time
}

type SightingRepository interface {
	Search(species, region string) []Sighting
}

type memorySightings struct {
	mu   sync.RWMutex
	rows []Sighting
}

func (m *memorySightings) Search(species, region string) []Sighting {
	m.mu.RLock()
	defer m.mu.RUnlock()
	var out []Sighting
	needle := strings.ToLower(species)
	for _, s := range m.rows {
		if s.Region == region && strings.Contains(strings.ToLower(s.Species), needle) {
			out = append(out, s)
		}
	}
	return out
}

type SightingHandler struct {
	repo SightingRepository
}

func NewSightingHandler(repo SightingRepository) *SightingHandler {
	return &SightingHandler{repo: repo}
}

func (h *SightingHandler) Search(w http.ResponseWriter, r *http.Request) {
	q := SightingQuery{
		Species: strings.TrimSpace(r.URL.Query().Get("species")),
		Region:  r.URL.Query().Get("region"),
	}
	if err := q.Validate(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}

	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	data := map[string]any{"Query": q, "Sightings": h.repo.Search(q.Species, q.Region)}
	if err := resultsPage.Execute(w, data); err != nil {
		log.Printf("render sightings: %v", err)
	}
}

func main() {
	repo := &memorySightings{rows: []Sighting{
		{Species: "Cantharellus cibarius", Location: "Glen Affric", Region: "highlands", Seen: time.Date(2024, 9, 14, 0, 0, 0, 0, time.UTC)},
		{Species: "Boletus edulis", Location: "Savernake Forest", Region: "woodland", Seen: time.Date(2024, 10, 2, 0, 0, 0, 0, time.UTC)},
		{Species: "Marasmius oreades", Location: "Ham Hill", Region: "lowlands", Seen: time.Date(2024, 8, 21, 0, 0, 0, 0, time.UTC)},
	}}

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Get("/sightings", NewSightingHandler(repo).Search)

	log.Fatal(http.ListenAndServe(":8085", r))
}
