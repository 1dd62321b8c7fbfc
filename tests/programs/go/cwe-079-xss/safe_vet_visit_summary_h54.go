// Renders the visit summary page shown to pet owners after a veterinary appointment.
package main

import (
	"context"
	"html/template"
	"net/http"
	"strings"
)

type ctxKey string

const petKey ctxKey = "pet"

type visitView struct {
	PetName string
	Notes   []string
}

var summaryTmpl = template.Must(template.New("summary").Parse(
	`<html><body><h1>Visit summary for {{.PetName}}</h1><ul>{{range .Notes}}<li>{{.}}</li>{{end}}</ul></body></html>`))

func withPet(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimSpace(r.URL.Query().Get("pet"))
		if name == "" {
			name = "your pet"
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), petKey, name)))
	})
}

func mapStrings(in []string, f func(string) string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		out = append(out, f(s))
	}
	return out
}

func summary(w http.ResponseWriter, r *http.Request) {
	pet, _ := r.Context().Value(petKey).(string)
	notes := mapStrings([]string{"weight check", "vaccination", "dental exam"}, strings.Title)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	summaryTmpl.Execute(w, visitView{PetName: pet, Notes: notes})
}

func main() {
	http.Handle("/visits/summary", withPet(http.HandlerFunc(summary)))
	http.ListenAndServe(":8084", nil)
}
