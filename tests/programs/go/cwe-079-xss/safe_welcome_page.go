// Net/http handler that renders a personalised greeting page for a visitor.
package web

import (
	"html/template"
	"log"
	"net/http"
	"strings"
)

const pageTpl = `<!DOCTYPE html>
<html><head><title>Welcome</title></head>
<body>
  <h1>Hello, {{.Name}}!</h1>
  <p>You were referred by {{.Campaign}}.</p>
</body></html>`

var page = template.Must(template.New("welcome").Parse(pageTpl))

var campaigns = map[string]string{
	"nl":  "our newsletter",
	"ads": "a partner advertisement",
}

type welcomeView struct {
	Name     string
	Campaign string
}

func displayName(r *http.Request) string {
	if n := strings.TrimSpace(r.URL.Query().Get("name")); n != "" {
		return n
	}
	return "guest"
}

func WelcomeHandler(w http.ResponseWriter, r *http.Request) {
	campaign, ok := campaigns[r.URL.Query().Get("ref")]
	if !ok {
		campaign = "a friend"
	}
	view := welcomeView{Name: displayName(r), Campaign: campaign}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := page.Execute(w, view); err != nil {
		log.Printf("render welcome: %v", err)
	}
}
