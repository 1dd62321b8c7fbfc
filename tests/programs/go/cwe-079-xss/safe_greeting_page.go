// Renders the personalised welcome page shown after a user follows an invite link.
package web

import (
	"html/template"
	"net/http"
	"strings"
)

const welcomeTpl = `<!DOCTYPE html>
<html>
<head><title>Welcome</title></head>
<body>
  <h1>Welcome, {{.Name}}!</h1>
  <p>You were invited by team <b>{{.Team}}</b>.</p>
</body>
</html>`

var welcome = template.Must(template.New("welcome").Parse(welcomeTpl))

type welcomeView struct {
	Name string
	Team string
}

func buildView(r *http.Request) welcomeView {
	q := r.URL.Query()
	v := welcomeView{Name: strings.TrimSpace(q.Get("name")), Team: "Platform"}
	if v.Name == "" {
		v.Name = "friend"
	}
	if t := q.Get("team"); t == "platform" || t == "data" {
		v.Team = strings.Title(t)
	}
	return v
}

func WelcomeHandler(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := welcome.Execute(w, buildView(r)); err != nil {
		http.Error(w, "render error", http.StatusInternalServerError)
	}
}
