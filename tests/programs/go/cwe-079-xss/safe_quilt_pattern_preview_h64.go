// A quilt pattern preview program of the h64 set (cwe-079-xss).
package main

import (
	"encoding/json"
	"html/template"
	"log"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/gorilla/mux"
)

type block struct {
	Row    int    `json:"row"`
	Name   string `json:"name"`
	Fabric string `json:"fabric"`
	Notes  string `json:"notes"`
}

type previewRequest struct {
	Title  string  `json:"title"`
	Blocks []block `json:"blocks"`
}

type quiltRow struct {
	Number int
	Blocks []block
}

// notes are typed in a plain textarea; keep the member's line breaks
func formatNotes(s string) template.HTML {
	return template.HTML(strings.ReplaceAll(template.HTMLEscapeString(s), "\n", "<br>"))
}

var previewTmpl = template.Must(template.New("preview").
	Funcs(template.FuncMap{"notes": formatNotes}).
	Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{.Title}}</title></head>
<body>
<h1>{{.Title}} <small>{{.Circle}}</small></h1>
{{range .Rows}}<section>
  <h2>Row {{.Number}}</h2>
  <ul>{{range .Blocks}}<li><strong>{{.Name}}</strong> in {{.Fabric}}<p>{{notes .Notes}}</p></li>{{end}}</ul>
</section>{{end}}
</body></html>`))

func previewPattern(w http.ResponseWriter, r *http.Request) {
	circle := mux.Vars(r)["circle"]
	var req previewRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&req); err != nil {
		http.Error(w, "invalid pattern", http.StatusBadRequest)
		return
	}

	grouped := map[int][]block{}
	for _, b := range req.Blocks {
		grouped[b.Row] = append(grouped[b.Row], b)
	}
	rows := make([]quiltRow, 0, len(grouped))
	for n, bs := range grouped {
		rows = append(rows, quiltRow{Number: n, Blocks: bs})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Number < rows[j].Number })

	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	err := previewTmpl.Execute(w, map[string]any{"Title": req.Title, "Circle": circle, "Rows": rows})
	if err != nil {
		log.Printf("preview for %s: %v", circle, err)
	}
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/circles/{circle}/patterns/preview", previewPattern).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
