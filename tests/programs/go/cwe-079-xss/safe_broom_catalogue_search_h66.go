// A broom catalogue search program of the h66 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
)

type broom struct {
	Code    string
	Name    string
	Bristle string
	Handle  string
	Price   string
}

// The catalogue changes twice a year; it is kept here rather than in a
// database because the shop only has forty lines.
var catalogue = []broom{
	{"BS-01", "Besom, garden", "birch twig", "hazel", "18.50"},
	{"BS-02", "Besom, heather", "heather", "ash", "21.00"},
	{"YB-10", "Yard broom", "bassine", "ash", "24.75"},
	{"YB-11", "Yard broom, stiff", "piassava", "ash", "26.00"},
	{"HB-20", "Hearth brush", "horsehair", "beech", "14.25"},
	{"CB-30", "Cobweb brush", "goat hair", "bamboo", "19.90"},
}

var resultsPage = template.Must(template.New("results").Parse(`<!DOCTYPE html>
<html><head><title>Broom catalogue</title></head>
<body>
<form action="/catalogue" method="get"><input name="q" value="{{.Query}}"><button>Search</button></form>
<h2>{{len .Hits}} result(s) for &quot;{{.Query}}&quot;</h2>
<table>
{{range .Hits}}<tr><td>{{.Code}}</td><td>{{.Name}}</td><td>{{.Bristle}}</td><td>{{.Handle}}</td><td>&pound;{{.Price}}</td></tr>
{{end}}</table>
</body></html>
`))

func searchCatalogue(q string) []broom {
	q = strings.ToLower(strings.TrimSpace(q))
	var hits []broom
	for _, b := range catalogue {
		if q == "" ||
			strings.Contains(strings.ToLower(b.Name), q) ||
			strings.Contains(strings.ToLower(b.Bristle), q) ||
			strings.Contains(strings.ToLower(b.Code), q) {
			hits = append(hits, b)
		}
	}
	return hits
}

func catalogueHandler(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query().Get("q")
	data := map[string]interface{}{
		"Query": query,
		"Hits":  searchCatalogue(query),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := resultsPage.Execute(w, data); err != nil {
		log.Printf("render catalogue: %v", err)
	}
}

func main() {
	http.HandleFunc("/catalogue", catalogueHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("BROOM_TLS_CERT"), os.Getenv("BROOM_TLS_KEY"), nil))
}
