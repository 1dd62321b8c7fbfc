// Gorilla mux handler that previews an edited user profile card before it is saved
package main

import (
	"html/template"
	"log"
	"net/http"
	"strings"

	"github.com/gorilla/mux"
)

var cardTmpl = template.Must(template.New("card").Parse(`<!doctype html>
<html><body>
<section class="card">
  <h1>{{.DisplayName}}</h1>
  <p class="handle">@{{.Handle}}</p>
  <div class="bio">{{.Bio}}</div>
</section>
</body></html>`))

type profileCard struct {
	DisplayName string
	Handle      string
	Bio         template.HTML
}

func formatBio(raw string) template.HTML {
	text := strings.TrimSpace(raw)
	if len(text) > 1000 {
		text = text[:1000]
	}
	return template.HTML(strings.ReplaceAll(template.HTMLEscapeString(text), "\n", "<br>"))
}

func previewProfile(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	card := profileCard{
		DisplayName: r.PostFormValue("display_name"),
		Handle:      mux.Vars(r)["handle"],
		Bio:         formatBio(r.PostFormValue("bio")),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := cardTmpl.Execute(w, card); err != nil {
		log.Printf("render profile preview: %v", err)
	}
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/profiles/{handle}/preview", previewProfile).Methods(http.MethodPost)
	log.Fatal(http.ListenAndServe(":8080", r))
}
