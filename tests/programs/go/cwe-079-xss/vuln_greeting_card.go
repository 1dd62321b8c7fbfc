// Greeting card preview page built from the recipient in the path and a message.
package main

import (
	"log"
	"net/http"
	"text/template"

	"github.com/gorilla/mux"
)

const cardPage = `<!DOCTYPE html>
<html>
<head><title>Card for {{.Recipient}}</title></head>
<body>
  <div class="card">
    <h1>Dear {{.Recipient}},</h1>
    <p>{{.Message}}</p>
  </div>
</body>
</html>`

var cardTmpl = template.Must(template.New("card").Parse(cardPage))

type card struct {
	Recipient string
	Message   string
}

func previewCard(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	c := card{Recipient: vars["recipient"], Message: r.URL.Query().Get("message")}
	if c.Message == "" {
		c.Message = "Happy birthday!"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := cardTmpl.Execute(w, c); err != nil {
		log.Printf("render card: %v", err)
	}
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/cards/{recipient}/preview", previewCard).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServe(":8086", r))
}
