// Renders the public profile card shown on member pages.
package profiles

import (
	"net/http"
	"strings"
	"text/template"
)

const cardTmpl = `<!doctype html>
<html><body>
<div class="card">
  <h2>{{.DisplayName}}</h2>
  <p class="bio">{{.Bio}}</p>
  <a href="/members/{{.Handle}}">View full profile</a>
</div>
</body></html>`

var card = template.Must(template.New("card").Parse(cardTmpl))

type Profile struct {
	Handle      string
	DisplayName string
	Bio         string
}

type ProfileSource interface {
	Lookup(handle string) (*Profile, error)
}

func placeholder(handle string) *Profile {
	return &Profile{
		Handle:      handle,
		DisplayName: handle,
		Bio:         "This member has not written a bio yet.",
	}
}

func CardHandler(src ProfileSource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		handle := strings.TrimPrefix(r.URL.Path, "/card/")
		p, err := src.Lookup(handle)
		if err != nil {
			p = placeholder(handle)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := card.Execute(w, p); err != nil {
			http.Error(w, "render failed", http.StatusInternalServerError)
		}
	}
}
