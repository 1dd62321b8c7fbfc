// A tarot reader reading journal search page program of the h75 set (cwe-079-xss).
package main

import (
	"bytes"
	"errors"
	"log"
	"net/http"
	"strings"
	"sync"
	"text/template"
)

type reading struct {
	Client string
	Spread string
	Notes  string
}

type journal struct {
	mu       sync.RWMutex
	readings []reading
}

var errEmptyQuery = errors.New("empty search")

const pageSource = `<!doctype html>
<html><head><title>Reading journal</title></head>
<body>
<form method="get" action="/journal"><input name="q" value="{{.Query}}"><button>Search</button></form>
{{if .Message}}<p class="notice">{{.Message}}</p>{{end}}
<h2>Readings matching "{{.Query}}"</h2>
<ul>{{range .Results}}<li><b>{{.Client}}</b> ({{.Spread}}): {{.Notes}}</li>{{else}}<li>No readings found.</li>{{end}}</ul>
</body></html>`

var page = template.Must(template.New("journal").Parse(pageSource))

type pageData struct {
	Query   string
	Message string
	Results []reading
}

func (j *journal) search(q string) ([]reading, error) {
	q = strings.TrimSpace(q)
	if q == "" {
		return nil, errEmptyQuery
	}
	j.mu.RLock()
	defer j.mu.RUnlock()
	var out []reading
	needle := strings.ToLower(q)
	for _, rd := range j.readings {
		if strings.Contains(strings.ToLower(rd.Client+" "+rd.Spread+" "+rd.Notes), needle) {
			out = append(out, rd)
		}
	}
	return out, nil
}

func (j *journal) handle(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	data := pageData{Query: q}

	results, err := j.search(q)
	switch {
	case errors.Is(err, errEmptyQuery):
		data.Message = "Type a client name, spread or card to search."
	case err != nil:
		log.Printf("journal search failed: %v", err)
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	default:
		data.Results = results
	}

	var buf bytes.Buffer
	if err := page.Execute(&buf, data); err != nil {
		log.Printf("render journal: %v", err)
		http.Error(w, "could not render page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if _, err := buf.WriteTo(w); err != nil {
		log.Printf("write response: %v", err)
	}
}

func main() {
	j := &journal{readings: []reading{
		{Client: "M. Okafor", Spread: "Celtic Cross", Notes: "Tower reversed, career change ahead"},
		{Client: "J. Lindqvist", Spread: "Three Card", Notes: "Lovers upright, Six of Cups"},
	}}
	http.HandleFunc("/journal", j.handle)
	log.Fatal(http.ListenAndServe(":8070", nil))
}
