// Renders a shareable profile card page from query parameters.
package cards

import (
	"html/template"
	"net/http"
	"strings"
)

const cardLayout = `<!doctype html>
<html><head><title>{{.Name}}</title></head>
<body>
  <div class="card">
    <h1>{{.Name}}</h1>
    <p class="role">{{.Role}}</p>
    <p class="bio">{{.Bio}}</p>
  </div>
</body></html>`

var cardTmpl = template.Must(template.New("card").Parse(cardLayout))

type Card struct {
	Name string
	Role string
	Bio  string
}

func cardFromQuery(r *http.Request) Card {
	q := r.URL.Query()
	card := Card{
		Name: strings.TrimSpace(q.Get("name")),
		Role: strings.TrimSpace(q.Get("role")),
		Bio:  q.Get("bio"),
	}
	if card.Role == "" {
		card.Role = "Member"
	}
	if len(card.Bio) > 280 {
		card.Bio = card.Bio[:280]
	}
	return card
}

func renderCard(w http.ResponseWriter, r *http.Request) {
	card := cardFromQuery(r)
	if card.Name == "" {
		http.Error(w, "name is required", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := cardTmpl.Execute(w, card); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

func RegisterCards(mux *http.ServeMux) {
	mux.HandleFunc("GET /cards/preview", renderCard)
}
