// Preview endpoint that renders a user's profile bio with line breaks before it is saved.
package profile

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gorilla/mux"
)

var previewTmpl = template.Must(template.New("preview").Parse(`<!doctype html>
<html><body>
<h1>{{.DisplayName}}</h1>
<div class="bio">{{.Bio}}</div>
</body></html>`))

type previewView struct {
	DisplayName string
	Bio         template.HTML
}

// formatBio keeps the user's paragraph breaks when the bio is shown.
func formatBio(raw string) template.HTML {
	text := strings.ReplaceAll(strings.TrimSpace(raw), "\r\n", "\n")
	return template.HTML(strings.ReplaceAll(text, "\n", "<br>"))
}

func PreviewHandler(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	view := previewView{
		DisplayName: r.PostForm.Get("display_name"),
		Bio:         formatBio(r.PostForm.Get("bio")),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := previewTmpl.Execute(w, view); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
	}
}

func Routes(r *mux.Router) {
	r.HandleFunc("/profile/preview", PreviewHandler).Methods(http.MethodPost)
}
