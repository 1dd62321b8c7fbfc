// A touchmark search program of the h67 set (cwe-1333-redos).
// blacksmith forges: search the guild archive of registered maker's marks and touchmarks
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"strconv"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	validation "github.com/go-ozzo/ozzo-validation/v4"
)

// Archive searches accept .NET-style patterns (lookarounds are common in guild notation),
// which is why regexp2 is used instead of the standard library engine.
type MarkSearch struct {
	Pattern string
	County  string
	Limit   int
}

func (s MarkSearch) Validate() error {
	return validation.ValidateStruct(&s,
		validation.Field(&s.Pattern, validation.Required, validation.Length(1, 200)),
		validation.Field(&s.County, validation.In("yorkshire", "sheffield", "black-country", "cornwall", "cumbria")),
		validation.Field(&s.Limit, validation.Min(1), validation.Max(100)),
	)
}

type Mark struct {
	Smith       string    `json:"smith"`
	Forge       string    `json:"forge"`
	County      string    `json:"county"`
	Inscription string    `json:"inscription"`
	Registered  time.Time `json:"registered"`
}

var errBadPattern = errors.New("pattern could not be compiled")

type MarkArchive struct {
	marks []Mark
}

func (a *MarkArchive) Search(s MarkSearch) ([]Mark, error) {
	re, err := regexp2.Compile(s.Pattern, regexp2.IgnoreCase)
	if err != nil {
		return nil, errBadPattern
	}
	re.MatchTimeout = 100 * time.Millisecond

	var found []Mark
	for _, m := range a.marks {
		if s.County != "" && m.County != s.County {
			continue
		}
		ok, err := re.MatchString(m.Inscription)
		if err != nil {
			return nil, err
		}
		if ok {
			found = append(found, m)
			if len(found) == s.Limit {
				break
			}
		}
	}
	return found, nil
}

type MarkHandler struct {
	archive *MarkArchive
}

func (h *MarkHandler) Search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	if limit == 0 {
		limit = 25
	}
	search := MarkSearch{Pattern: q.Get("pattern"), County: q.Get("county"), Limit: limit}
	if err := search.Validate(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	marks, err := h.archive.Search(search)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(marks)
}

func main() {
	archive := &MarkArchive{marks: []Mark{
		{Smith: "J. Hobson", Forge: "Loxley Works", County: "sheffield", Inscription: "I HOBSON LOXLEY", Registered: time.Date(1887, 3, 2, 0, 0, 0, 0, time.UTC)},
		{Smith: "A. Tregarthen", Forge: "Pendeen Forge", County: "cornwall", Inscription: "AT PENDEEN CROWN", Registered: time.Date(1902, 6, 11, 0, 0, 0, 0, time.UTC)},
		{Smith: "W. Dakin", Forge: "Cradley Heath", County: "black-country", Inscription: "WD ANCHOR CRADLEY", Registered: time.Date(1911, 9, 30, 0, 0, 0, 0, time.UTC)},
	}}

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Get("/archive/marks", (&MarkHandler{archive: archive}).Search)
	log.Fatal(http.ListenAndServe(":8105", r))
}
