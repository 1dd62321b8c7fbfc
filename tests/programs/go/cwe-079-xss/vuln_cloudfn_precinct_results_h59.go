// Package results serves the election-night results page for a single precinct.
package results

import (
	"context"
	"log"
	"net/http"
	"os"
	"sort"
	"text/template"

	"cloud.google.com/go/firestore"
	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
)

type Tally struct {
	Candidate string `firestore:"candidate"`
	Votes     int    `firestore:"votes"`
}

type ResultsPage struct {
	Precinct string
	Tallies  []Tally
	Reported bool
}

type ResultsRepository interface {
	TalliesFor(ctx context.Context, precinct string) ([]Tally, error)
}

type firestoreResults struct {
	client *firestore.Client
}

func (f *firestoreResults) TalliesFor(ctx context.Context, precinct string) ([]Tally, error) {
	docs, err := f.client.Collection("tallies").Where("precinct", "==", precinct).Documents(ctx).GetAll()
	if err != nil {
		return nil, err
	}
	out := make([]Tally, 0, len(docs))
	for _, d := range docs {
		var t Tally
		if err := d.DataTo(&t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

type ResultsService struct {
	repo ResultsRepository
}

func (s *ResultsService) Page(ctx context.Context, precinct string) (ResultsPage, error) {
	tallies, err := s.repo.TalliesFor(ctx, precinct)
	if err != nil {
		return ResultsPage{}, err
	}
	sort.Slice(tallies, func(i, j int) bool { return tallies[i].Votes > tallies[j].Votes })
	return ResultsPage{Precinct: precinct, Tallies: tallies, Reported: len(tallies) > 0}, nil
}

var pageTmpl = template.Must(template.New("results").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>Unofficial results</title></head>
<body>
<h1>Precinct {{.Precinct}}</h1>
{{if .Reported}}<table>
{{range .Tallies}}<tr><td>{{.Candidate}}</td><td>{{.Votes}}</td></tr>
{{end}}</table>
{{else}}<p>No returns have been reported for precinct {{.Precinct}} yet.</p>{{end}}
</body></html>`))

var service *ResultsService

func init() {
	client, err := firestore.NewClient(context.Background(), os.Getenv("GOOGLE_CLOUD_PROJECT"))
	if err != nil {
		log.Fatalf("firestore: %v", err)
	}
	service = &ResultsService{repo: &firestoreResults{client: client}}
	functions.HTTP("PrecinctResults", precinctResults)
}

func precinctResults(w http.ResponseWriter, r *http.Request) {
	page, err := service.Page(r.Context(), r.URL.Query().Get("precinct"))
	if err != nil {
		log.Printf("results: %v", err)
		http.Error(w, "results are temporarily unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := pageTmpl.Execute(w, page); err != nil {
		log.Printf("render: %v", err)
	}
}
