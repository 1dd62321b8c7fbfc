// Renders the public profile preview page shown while a user edits their profile.
package profile

import (
	"html/template"
	"net/http"
	"strings"
)

const profileTpl = `<!doctype html>
<html>
<head><title>{{.DisplayName}} - Preview</title></head>
<body>
  <h1>{{.DisplayName}}</h1>
  <p class="headline">{{.Headline}}</p>
  <ul class="links">
  {{range .Links}}<li>{{.}}</li>{{end}}
  </ul>
</body>
</html>`

var page = template.Must(template.New("profile").Parse(profileTpl))

type ProfileView struct {
	DisplayName string
	Headline    string
	Links       []string
}

func viewFromForm(r *http.Request) ProfileView {
	v := ProfileView{
		DisplayName: strings.TrimSpace(r.FormValue("display_name")),
		Headline:    strings.TrimSpace(r.FormValue("headline")),
	}
	for _, l := range r.Form["link"] {
		if l = strings.TrimSpace(l); l != "" {
			v.Links = append(v.Links, l)
		}
	}
	if len(v.DisplayName) > 80 {
		v.DisplayName = v.DisplayName[:80]
	}
	return v
}

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	view := viewFromForm(r)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := page.Execute(w, view); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}
