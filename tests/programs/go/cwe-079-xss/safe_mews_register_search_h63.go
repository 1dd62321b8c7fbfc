// A mews register search program of the h63 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
	"time"
)

const registerPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>Mews register</title></head>
<body>
<h1>Mews register</h1>
<p>Results for "{{.Query}}"</p>
{{range .Birds}}<div class="bird"><h2>{{.Name}}</h2><p>{{.Species}}, ring {{.Ring}}, flown by {{.Falconer}}</p></div>
{{else}}<p>No birds matched.</p>{{end}}
</body></html>`

type Bird struct {
	Name     string
	Species  string
	Ring     string
	Falconer string
}

type BirdRepository interface {
	Search(term string) []Bird
}

type staticRegister struct {
	birds []Bird
}

func (s staticRegister) Search(term string) []Bird {
	t := strings.ToLower(term)
	var out []Bird
	for _, b := range s.birds {
		if strings.Contains(strings.ToLower(b.Name), t) || strings.Contains(strings.ToLower(b.Species), t) {
			out = append(out, b)
		}
	}
	return out
}

// SearchQuery is what a visitor typed into the register search box.
type SearchQuery struct {
	Term string
}

func (q SearchQuery) Normalised() string {
	return strings.Join(strings.Fields(q.Term), " ")
}

type SearchResult struct {
	Query string
	Birds []Bird
}

type RegisterService struct {
	repo BirdRepository
}

func (s *RegisterService) Find(q SearchQuery) SearchResult {
	term := q.Normalised()
	return SearchResult{Query: term, Birds: s.repo.Search(term)}
}

type RegisterPage struct {
	svc  *RegisterService
	tmpl *template.Template
}

func (p *RegisterPage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	result := p.svc.Find(SearchQuery{Term: r.URL.Query().Get("q")})
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := p.tmpl.Execute(w, result); err != nil {
		log.Printf("render register: %v", err)
	}
}

func main() {
	repo := staticRegister{birds: []Bird{
		{Name: "Brana", Species: "Harris's hawk", Ring: "UK-48213", Falconer: "I. Rowe"},
		{Name: "Sleet", Species: "Peregrine falcon", Ring: "UK-51907", Falconer: "M. Dunmore"},
		{Name: "Thistle", Species: "Barn owl", Ring: "UK-39744", Falconer: "I. Rowe"},
	}}
	page := &RegisterPage{
		svc:  &RegisterService{repo: repo},
		tmpl: template.Must(template.New("register").Parse(registerPage)),
	}
	mux := http.NewServeMux()
	mux.Handle("/register", page)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
